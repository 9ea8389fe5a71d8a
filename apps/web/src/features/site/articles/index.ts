import type { JSX } from 'react';
import { DataScienceBisnisArticle } from './data-science-bisnis';
import { IotManfaatArticle } from './iot-manfaat';
import { KeamananIotArticle } from './keamanan-iot';
import { TipsDepotTeknologiArticle } from './tips-depot-teknologi';

export {
  DataScienceBisnisArticle,
  IotManfaatArticle,
  KeamananIotArticle,
  TipsDepotTeknologiArticle,
};

/** The article page of each ARTICLE_PAGES path (packages/contract/src/site.ts). */
export const ARTICLE_COMPONENTS: Record<string, () => JSX.Element> = {
  '/iot-manfaat': IotManfaatArticle,
  '/data-science-bisnis': DataScienceBisnisArticle,
  '/keamanan-iot': KeamananIotArticle,
  '/tips-depot-teknologi': TipsDepotTeknologiArticle,
};
