import type { PdamOptions } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { pdamKeys } from './keys';

export const pdamOptionsQuery = queryOptions({
  queryKey: pdamKeys.options,
  queryFn: () => apiFetch<PdamOptions>('/pdam/pdam-options'),
  staleTime: 10 * 60_000,
});

export const usePdamOptions = () => useQuery(pdamOptionsQuery);
