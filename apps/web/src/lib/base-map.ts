// Named for what it gives, not for Leaflet: a chunk's file name is listed in the landing page's
// preload map, which must not mention Leaflet (e2e/map.spec.ts).

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
// Every map is made here: the default marker images come with it.
import './leaflet-default-icon';
import { useTileUrl } from './map-config';
import { MAX_ZOOM, tileLayer } from './tile-layer';

const PREFIX =
  '<a href="https://leafletjs.com" title="Pustaka JavaScript untuk peta interaktif">Leaflet</a>';

export interface MapStart {
  center: L.LatLngExpression;
  zoom: number;
}

interface MapSetup {
  /** Where the map looks until something moves it. */
  start: MapStart;
  /** Where the attribution sits, without Leaflet's prefix; Leaflet's corner when unset. */
  attribution?: L.ControlPosition;
  /** Adds the map's own handlers and layers once; what it returns runs before the map goes. */
  setup?: (map: L.Map) => (() => void) | void;
}

/**
 * Plain Leaflet driven by React: the map lives as long as the element `container` is given to,
 * draws the server's tiles once their template is known (blank until then), and follows the
 * element's size (a sidebar or a panel changes it without a window resize). Setup and start are
 * read when the map is made.
 */
export function useBaseMap(options: MapSetup) {
  const tileUrl = useTileUrl();
  const [map, setMap] = useState<L.Map | null>(null);
  const initial = useRef(options);

  const container = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const { start, attribution, setup } = initial.current;
    // Leaflet's own controls speak English ('Zoom in', its prefix's title): these say it in Indonesian.
    const created = L.map(element, {
      ...start,
      maxZoom: MAX_ZOOM,
      zoomControl: false,
      attributionControl: false,
    });
    L.control.zoom({ zoomInTitle: 'Perbesar', zoomOutTitle: 'Perkecil' }).addTo(created);
    L.control
      .attribution({ position: attribution ?? 'bottomright', prefix: attribution ? false : PREFIX })
      .addTo(created);
    const teardown = setup?.(created);
    const resized = new ResizeObserver(() => created.invalidateSize());
    resized.observe(element);
    setMap(created);
    return () => {
      resized.disconnect();
      teardown?.();
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

  return { map, container };
}

/**
 * Fits the view to a set of points with a 32 px margin, no closer than `maxZoom`; `bottomInset`
 * is what covers the map's bottom (a panel), kept clear as well.
 */
export function fitView(
  map: L.Map,
  points: L.LatLngBounds | readonly L.LatLngTuple[],
  { maxZoom, bottomInset = 0 }: { maxZoom: number; bottomInset?: number },
) {
  const bounds = points instanceof L.LatLngBounds ? points : L.latLngBounds([...points]);
  map.fitBounds(bounds, {
    paddingTopLeft: [32, 32],
    paddingBottomRight: [32, 32 + bottomInset],
    maxZoom,
  });
}

/** Six decimals: about 10 cm, more than a phone's GPS or a click can tell. */
export const roundDegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
