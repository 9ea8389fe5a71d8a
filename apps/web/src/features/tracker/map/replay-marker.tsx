import L from 'leaflet';
import { useEffect } from 'react';
import { positionAt, replayDurationMs } from '../replay';
import type { TrailPoint } from '../trail';
import { replayIcon } from './icons';
import { useLeafletMap } from './map-context';

/**
 * Rides a marker along a trip's points at the trip's own pace, sped up; it stops at the end.
 * A new `run` plays it again from the start.
 */
export function ReplayMarker({ points, run }: { points: readonly TrailPoint[]; run: number }) {
  const map = useLeafletMap();
  useEffect(() => {
    const start = positionAt(points, 0);
    if (!start) return;
    const marker = L.marker(start, { icon: replayIcon(), interactive: false, zIndexOffset: 2000 });
    marker.addTo(map);
    const duration = replayDurationMs(points);
    const began = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const share = Math.min(1, (now - began) / duration);
      const at = positionAt(points, share);
      if (at) marker.setLatLng(at);
      if (share < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      marker.remove();
    };
  }, [map, points, run]);
  return null;
}
