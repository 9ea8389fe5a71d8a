import 'leaflet/dist/leaflet.css';
import { MAP_CENTER, messages, TRACKER_ZOOM } from '@depot/contract';
import L from 'leaflet';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { MAX_ZOOM, tileLayer } from '../../../lib/tile-layer';
import classes from '../tracker.module.css';
import { MapContext } from './map-context';

/**
 * Plain Leaflet driven by React, centred on the spec's point until there are bikes to show. Each
 * child is a layer that adds and removes itself.
 */
export function TrackerMap({
  tileUrl,
  children,
}: {
  /** The server's tile template; the map stays blank until it is known. */
  tileUrl: string | undefined;
  children: ReactNode;
}) {
  const [map, setMap] = useState<L.Map | null>(null);

  const container = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const created = L.map(element, {
      center: [MAP_CENTER.lat, MAP_CENTER.lon],
      zoom: TRACKER_ZOOM,
      maxZoom: MAX_ZOOM,
    });
    // The sidebar opening or closing changes the map's width without a window resize.
    const resized = new ResizeObserver(() => created.invalidateSize());
    resized.observe(element);
    setMap(created);
    return () => {
      resized.disconnect();
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

  return (
    <>
      <div
        ref={container}
        className={classes.map}
        role="region"
        aria-label={messages.tracker.mapLabel}
      />
      {map && <MapContext value={map}>{children}</MapContext>}
    </>
  );
}
