import { TRAIL_POINTS, type HistoryPoint } from '@depot/contract';

export type TrailPoint = Pick<HistoryPoint, 'latitude' | 'longitude' | 'timestamp'>;

/**
 * The trail with one more point, in time order, at most TRAIL_POINTS long. A point it holds
 * already (a poll and a pushed event bring the same one) leaves it as it was, the same array.
 */
export function appendToTrail(trail: readonly TrailPoint[], point: TrailPoint): TrailPoint[] {
  const at = Date.parse(point.timestamp);
  if (trail.some((p) => Date.parse(p.timestamp) === at)) return trail as TrailPoint[];
  const { latitude, longitude, timestamp } = point;
  const next = [...trail, { latitude, longitude, timestamp }];
  // Almost always the newest; a late point (sent from a phone's buffer) goes where it belongs.
  if (trail.length > 0 && at < Date.parse(trail[trail.length - 1]!.timestamp)) {
    next.sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  }
  return next.slice(-TRAIL_POINTS);
}
