import type { PublicDepot } from '@depot/contract';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { DepotClusterLayer, type MarkerKinds } from '../../lib/depot-cluster';
import { fitView, useBaseMap, type MapStart } from '../../lib/base-map';
import { popupContent } from './depot-popup';
import classes from './map.module.css';

/** Depok and South Jakarta, until the depots are there to fit the view to. */
const START: MapStart = { center: [-6.36, 106.83], zoom: 11 };

/**
 * Every depot here is a customer whose owner agreed to be shown: one kind, in the site's colour.
 * Where a depot stands in the sales pipeline stays in WebGIS.
 */
const ONE_KIND: MarkerKinds<PublicDepot, 'depot'> = {
  of: () => 'depot',
  colors: { depot: 'var(--mantine-color-cyan-9)' },
};

export interface DepotMapHandle {
  /** Opens a depot's popup, zooming into its cluster when needed. */
  show(id: number): void;
}

/** The public map: the depots are one clustered layer, made again when the list changes. */
export function DepotMap({ depots, ref }: { depots: PublicDepot[]; ref?: Ref<DepotMapHandle> }) {
  // The attribution sits top right, above the legend: the site's floating chat button and its
  // help text cover the bottom corners on a phone.
  const { map, container } = useBaseMap({ start: START, attribution: 'topright' });
  const layer = useRef<DepotClusterLayer<PublicDepot, 'depot'> | null>(null);

  useEffect(() => {
    if (!map || depots.length === 0) return;
    const current = new DepotClusterLayer(popupContent, ONE_KIND);
    current.setDepots(depots);
    layer.current = current;
    map.addLayer(current);
    fitView(map, current.bounds(), { maxZoom: 15 });
    return () => {
      map.removeLayer(current);
      layer.current = null;
    };
  }, [map, depots]);

  useImperativeHandle(ref, () => ({ show: (id) => layer.current?.show(id) }), []);

  return (
    <div
      ref={container}
      className={classes.map}
      role="region"
      aria-label="Peta sebaran depot air minum"
    />
  );
}
