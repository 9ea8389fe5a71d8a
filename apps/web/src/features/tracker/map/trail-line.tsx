import L from 'leaflet';
import { useEffect, useState } from 'react';
import type { TrailPoint } from '../trail';
import { useLeafletMap } from './map-context';

/** A bike's path: the red trail (spec), or a replayed trip drawn over it. */
export function TrailLine({
  points,
  color = '#e03131',
  weight = 4,
}: {
  points: readonly TrailPoint[];
  color?: string;
  weight?: number;
}) {
  const map = useLeafletMap();
  const [line] = useState(() => L.polyline([], { color, weight, opacity: 0.85 }));
  useEffect(() => {
    line.addTo(map);
    return () => {
      line.remove();
    };
  }, [map, line]);
  useEffect(() => {
    line.setLatLngs(points.map((p) => [p.latitude, p.longitude]));
  }, [line, points]);
  useEffect(() => {
    line.setStyle({ color, weight });
  }, [line, color, weight]);
  return null;
}
