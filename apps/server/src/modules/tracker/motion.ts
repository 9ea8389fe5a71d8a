/**
 * The tracker engine: from a tracker's saved state and a batch of its fixes, which fixes are
 * kept and what each adds to the distance ridden, the trips and stops under way, the per-day
 * rollup and the geofence crossings. Pure: the caller loads and saves the state in the same
 * transaction as the rows it derives, so a retried batch computes the same thing again.
 */

/** A position as ingestion parsed it; `index` is its place in the device's message. */
export interface Fix {
  index: number;
  /** epoch ms */
  ts: number;
  lat: number;
  lon: number;
  /** km/h */
  speed: number | null;
  bearing: number | null;
  accuracy: number | null;
  altitude: number | null;
  battery: number | null;
}

export interface Fence {
  id: number;
  name: string;
  /** [latitude, longitude] vertices of a polygon (not closed: the last joins the first). */
  ring: [number, number][];
}

/** A trip or stop as it stands after the batch; written as an upsert keyed by (tracker, startTs). */
export interface SegmentRow {
  kind: 'trip' | 'stop';
  startTs: number;
  endTs: number;
  closed: boolean;
  startLat: number;
  startLon: number;
  endLat: number;
  endLon: number;
  distanceM: number;
  maxSpeedKmh: number;
}

/** What a batch adds to one Asia/Jakarta day of the tracker. */
export interface DailyDelta {
  /** YYYY-MM-DD in Asia/Jakarta */
  day: string;
  distanceM: number;
  movingSec: number;
  maxSpeedKmh: number;
}

export interface FenceEvent {
  fenceId: number;
  fenceName: string;
  kind: 'enter' | 'exit';
  /** When the bike crossed: the first fix on the new side. */
  ts: number;
}

/** JSON-serialisable; stored in `tracker_state.state`. Opaque to everyone but this file. */
export type MotionState = Record<string, unknown>;

export interface Outcome {
  /** Fixes to store, with what each adds to the distance ridden. */
  points: (Fix & { distanceM: number })[];
  rejected: { index: number; reason: string }[];
  segments: SegmentRow[];
  daily: DailyDelta[];
  fenceEvents: FenceEvent[];
  state: MotionState;
}

/**
 * Applies a batch of one tracker's fixes (any order) to its state. `state` is null for a tracker
 * never heard from; `fences` are its depot's geofences now.
 */
export declare function advance(state: MotionState | null, fixes: Fix[], fences: Fence[]): Outcome;
