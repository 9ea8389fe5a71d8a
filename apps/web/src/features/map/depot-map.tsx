import 'leaflet/dist/leaflet.css';
import type { PublicDepot } from '@depot/contract';
import L from 'leaflet';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { MAX_ZOOM, tileLayer } from '../../lib/tile-layer';
import { DepotClusterLayer } from '../../lib/depot-cluster';
import { popupContent } from './depot-popup';
import classes from './map.module.css';

/** Depok and South Jakarta, until the depots are there to fit the view to. */
const START = { center: [-6.36, 106.83] as L.LatLngTuple, zoom: 11 };

export interface DepotMapHandle {
  /** Opens a depot's popup, zooming into its cluster when needed. */
  show(id: number): void;
}

/**
 * Plain Leaflet driven by React: the map lives as long as its element, and the depots are one
 * clustered layer that adds and removes itself when the list changes.
 */
export function DepotMap({
  depots,
  tileUrl,
  ref,
}: {
  depots: PublicDepot[];
  /** The server's tile template; the map stays blank until it is known. */
  tileUrl: string | undefined;
  ref?: Ref<DepotMapHandle>;
}) {
  const [map, setMap] = useState<L.Map | null>(null);
  const layer = useRef<DepotClusterLayer<PublicDepot> | null>(null);

  const container = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    // The attribution sits top right, above the legend: the site's floating chat button and its
    // help text cover the bottom corners on a phone.
    const created = L.map(element, { ...START, maxZoom: MAX_ZOOM, attributionControl: false });
    L.control.attribution({ position: 'topright', prefix: false }).addTo(created);
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, []);

  useEffect(() => {
    if (!map || !tileUrl) return;
    const tiles = tileLayer(tileUrl).addTo(map);
    return () => {
      tiles.remove();
    };
  }, [map, tileUrl]);

  useEffect(() => {
    if (!map || depots.length === 0) return;
    const current = new DepotClusterLayer(popupContent);
    current.setDepots(depots);
    layer.current = current;
    map.addLayer(current);
    map.fitBounds(current.bounds(), { padding: [32, 32], maxZoom: 15 });
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
