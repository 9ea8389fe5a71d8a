import { GEOFENCE_DWELL_MS, GEOFENCE_DWELL_POINTS } from '@depot/contract';
import { insidePolygon } from './geo';
import type { TimedPoint } from './trip-cutter';
import type { Fence, FenceEvent } from './motion';

/**
 * Geofence crossings with a dead band: the bike must be seen on the other side for
 * GEOFENCE_DWELL_POINTS fixes in a row spanning GEOFENCE_DWELL_MS before the side flips, so GPS
 * noise at the edge raises nothing. A fence's side is first learnt silently, so a fence drawn
 * around a parked bike (or a tracker's first fix inside a fence) raises no 'enter'.
 */

export interface FenceSide {
  inside: boolean;
  /** Fixes seen in a row on the other side, from the first one's ts. */
  flip: { since: number; count: number } | null;
}

/** Per fence id (as a string: the state is JSON). */
export type FenceSides = Record<string, FenceSide>;

/** Forgets fences the depot no longer has. */
export function keepFences(sides: FenceSides, fences: readonly Fence[]): FenceSides {
  const kept: FenceSides = {};
  for (const fence of fences) {
    const side = sides[String(fence.id)];
    if (side) kept[String(fence.id)] = side;
  }
  return kept;
}

/** Applies one in-order fix to every fence; answers the crossings it completes. */
export function crossFences(
  sides: FenceSides,
  fences: readonly Fence[],
  fix: TimedPoint,
): FenceEvent[] {
  const events: FenceEvent[] = [];
  for (const fence of fences) {
    const inside = insidePolygon(fix, fence.ring);
    const side = sides[String(fence.id)];
    if (!side) {
      sides[String(fence.id)] = { inside, flip: null };
    } else if (inside === side.inside) {
      side.flip = null;
    } else {
      const flip = side.flip ?? { since: fix.ts, count: 0 };
      flip.count += 1;
      side.flip = flip;
      if (flip.count >= GEOFENCE_DWELL_POINTS && fix.ts - flip.since >= GEOFENCE_DWELL_MS) {
        events.push({
          fenceId: fence.id,
          fenceName: fence.name,
          kind: inside ? 'enter' : 'exit',
          ts: flip.since,
        });
        sides[String(fence.id)] = { inside, flip: null };
      }
    }
  }
  return events;
}
