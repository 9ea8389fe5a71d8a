import { MAP_CENTER } from '@depot/contract';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { roundDegrees, useBaseMap } from '../lib/base-map';
import classes from './location-picker.module.css';

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Close enough to find the depot's street; the picked point is marked. */
const PICK_ZOOM = 15;
const OVERVIEW_ZOOM = 11;

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
  const pick = useRef(onChange);
  useEffect(() => {
    pick.current = onChange;
  }, [onChange]);
  const { map, container } = useBaseMap({
    start: value
      ? { center: [value.latitude, value.longitude], zoom: PICK_ZOOM }
      : { center: [MAP_CENTER.lat, MAP_CENTER.lon], zoom: OVERVIEW_ZOOM },
    setup: (created) => {
      created.on('click', (event: L.LeafletMouseEvent) =>
        pick.current({
          latitude: roundDegrees(event.latlng.lat),
          longitude: roundDegrees(event.latlng.lng),
        }),
      );
    },
  });

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
