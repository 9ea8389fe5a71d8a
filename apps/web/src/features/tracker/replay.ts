import type { Segment } from '@depot/contract';
import type { TrailPoint } from './trail';

/** The loaded history's points that fall within a trip (to its last point while it goes on). */
export function tripPoints<P extends TrailPoint>(points: readonly P[], trip: Segment): P[] {
  const start = Date.parse(trip.start_time);
  const end = trip.end_time === null ? Infinity : Date.parse(trip.end_time);
  return points.filter((p) => {
    const at = Date.parse(p.timestamp);
    return at >= start && at <= end;
  });
}

/** A replay plays a trip this many times faster than it was ridden... */
const SPEED_UP = 60;
/** ...but never shorter or longer than this on screen. */
const MIN_MS = 4000;
const MAX_MS = 20_000;

export function replayDurationMs(points: readonly TrailPoint[]): number {
  if (points.length < 2) return MIN_MS;
  const ridden =
    Date.parse(points[points.length - 1]!.timestamp) - Date.parse(points[0]!.timestamp);
  return Math.min(MAX_MS, Math.max(MIN_MS, ridden / SPEED_UP));
}

/**
 * Where the bike was at a share (0–1) of the trip's time, between the two points around it,
 * so the replay keeps the ride's own pace: slow through traffic, fast on open road.
 */
export function positionAt(points: readonly TrailPoint[], share: number): [number, number] | null {
  const first = points[0];
  if (!first) return null;
  const last = points[points.length - 1]!;
  const t0 = Date.parse(first.timestamp);
  const at = t0 + Math.min(1, Math.max(0, share)) * (Date.parse(last.timestamp) - t0);
  let i = 1;
  while (i < points.length - 1 && Date.parse(points[i]!.timestamp) < at) i++;
  const a = points[i - 1] ?? first;
  const b = points[i] ?? first;
  const ta = Date.parse(a.timestamp);
  const span = Date.parse(b.timestamp) - ta;
  const f = span > 0 ? Math.min(1, Math.max(0, (at - ta) / span)) : 1;
  return [
    a.latitude + (b.latitude - a.latitude) * f,
    a.longitude + (b.longitude - a.longitude) * f,
  ];
}
