import 'leaflet/dist/leaflet.css';
import { MAP_CENTER } from '@depot/contract';
import L from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTileUrl } from '../../lib/map-config';
import { MAX_ZOOM, tileLayer } from '../../lib/tile-layer';
import classes from './profile.module.css';

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Close enough to find the depot's street; the picked point is marked. */
const PICK_ZOOM = 15;
const OVERVIEW_ZOOM = 11;
/** Six decimals: about 10 cm, more than a phone's GPS or a click can tell. */
const round = (v: number) => Math.round(v * 1e6) / 1e6;

/** A small map: a click (or tap) sets the depot's location. */
export function LocationPicker({
  value,
  onChange,
  label,
}: {
  value: LatLon | null;
  onChange: (value: LatLon) => void;
  label: string;
}) {
  const tileUrl = useTileUrl();
  const [map, setMap] = useState<L.Map | null>(null);
  const pick = useRef(onChange);
  useEffect(() => {
    pick.current = onChange;
  }, [onChange]);
  const initial = useRef(value);

  const container = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const start = initial.current;
    const created = L.map(element, {
      center: start ? [start.latitude, start.longitude] : [MAP_CENTER.lat, MAP_CENTER.lon],
      zoom: start ? PICK_ZOOM : OVERVIEW_ZOOM,
      maxZoom: MAX_ZOOM,
    });
    created.on('click', (event: L.LeafletMouseEvent) =>
      pick.current({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }),
    );
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

  useEffect(() => {
    if (!map || !value) return;
    const marker = L.circleMarker([value.latitude, value.longitude], {
      radius: 9,
      color: '#fff',
      weight: 3,
      // Mantine blue 8; an SVG attribute takes no CSS variable.
      fillColor: '#1971c2',
      fillOpacity: 1,
    }).addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, value]);

  return (
    <div
      ref={container}
      className={classes.picker}
      role="region"
      aria-label={label}
      data-testid="location-picker"
    />
  );
}
