import {
  jakartaDay,
  JITTER_M,
  JITTER_SPEED_KMH,
  JUMP_RESET_RUN,
  MAX_SPEED_KMH,
  messages,
  TRIP_GAP_MS,
} from '@depot/contract';
import { crossFences, keepFences, type FenceSides } from './fence-dwell';
import { haversineM, impliedKmh, type LatLon } from './geo';
import { cutTo, restartAt, type CutterState, type TimedPoint } from './trip-cutter';

/**
 * The tracker engine: from a tracker's saved state and a batch of its fixes, which fixes are
 * kept and what each adds to the distance ridden, the trips and stops under way, the per-day
 * rollup and the geofence crossings. Pure: the caller loads and saves the state in the same
 * transaction as the rows it derives, so a retried batch computes the same thing again.
 */

/** What a tracker measured with a fix; null where it did not say. */
export interface FixValues {
  lat: number;
  lon: number;
  /** km/h */
  speed: number | null;
  bearing: number | null;
  accuracy: number | null;
  altitude: number | null;
  battery: number | null;
}

/** Only the measured values of a fix (ingestion's readings carry more). */
export const fixValues = (f: FixValues): FixValues => ({
  lat: f.lat,
  lon: f.lon,
  speed: f.speed,
  bearing: f.bearing,
  accuracy: f.accuracy,
  altitude: f.altitude,
  battery: f.battery,
});

/** A position as ingestion parsed it; `index` is its place in the device's message. */
export interface Fix extends FixValues {
  index: number;
  /** epoch ms */
  ts: number;
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
  /** Fixes stored that day (in order or not). */
  points: number;
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

/** What `MotionState` holds. */
interface EngineState extends CutterState {
  /** The last fix accepted in order. */
  last: TimedPoint | null;
  /** Where distance is measured from: the last fix that added some, or the one after a restart. */
  ref: LatLon | null;
  /** Fixes rejected as jumps in a row, each a plausible ride from the one before. */
  jumps: TimedPoint[];
  fences: FenceSides;
}

const at = (fix: Fix): TimedPoint => ({ ts: fix.ts, lat: fix.lat, lon: fix.lon });

/** The batch's results, gathered while the state advances. */
class Batch {
  readonly points: Outcome['points'] = [];
  readonly rejected: Outcome['rejected'] = [];
  readonly fenceEvents: FenceEvent[] = [];
  /** The last version of every segment touched, by startTs (a later segment may take a key over). */
  readonly segments = new Map<number, SegmentRow>();
  readonly daily = new Map<string, DailyDelta>();

  readonly touch = (segment: SegmentRow) => {
    this.segments.set(segment.startTs, segment);
  };

  reject(fix: Fix, reason: string) {
    this.rejected.push({ index: fix.index, reason });
  }

  /** Stores a fix; `moved` is what it adds to its day besides the point itself. */
  keep(fix: Fix, distanceM: number, moved = { movingSec: 0, maxSpeedKmh: 0 }) {
    this.points.push({ ...fix, distanceM });
    const day = jakartaDay(fix.ts);
    const delta = this.daily.get(day) ?? {
      day,
      distanceM: 0,
      movingSec: 0,
      maxSpeedKmh: 0,
      points: 0,
    };
    delta.distanceM += distanceM;
    delta.movingSec += moved.movingSec;
    delta.maxSpeedKmh = Math.max(delta.maxSpeedKmh, moved.maxSpeedKmh);
    delta.points += 1;
    this.daily.set(day, delta);
  }

  outcome(state: EngineState): Outcome {
    return {
      points: this.points,
      rejected: this.rejected.sort((a, b) => a.index - b.index),
      segments: [...this.segments.values()]
        .sort((a, b) => a.startTs - b.startTs)
        .map((segment) => ({ ...segment })),
      daily: [...this.daily.values()].sort((a, b) => a.day.localeCompare(b.day)),
      fenceEvents: this.fenceEvents,
      state: state as unknown as MotionState,
    };
  }
}

function load(state: MotionState | null, fences: readonly Fence[]): EngineState {
  const s: EngineState = state
    ? (structuredClone(state) as unknown as EngineState)
    : {
        segment: null,
        candidate: null,
        departure: null,
        stay: null,
        last: null,
        ref: null,
        jumps: [],
        fences: {},
      };
  s.fences = keepFences(s.fences, fences);
  return s;
}

/**
 * Adds a fix rejected as a jump to the run; answers true when the run is long enough to be
 * believed (the bike really is there: the earlier fix everything was measured from was wrong).
 */
function jumpRunBelieved(s: EngineState, fix: Fix): boolean {
  const before = s.jumps.at(-1);
  const follows = before && fix.ts > before.ts && impliedKmh(before, fix) <= MAX_SPEED_KMH;
  s.jumps = follows ? [...s.jumps, at(fix)] : [at(fix)];
  if (s.jumps.length < JUMP_RESET_RUN) return false;
  s.jumps = [];
  return true;
}

/** Starts afresh at `fix` (first fix, gap, believed jump): no distance, a new stop. */
function restart(s: EngineState, fix: Fix, batch: Batch) {
  restartAt(s, at(fix), batch.touch);
  s.ref = { lat: fix.lat, lon: fix.lon };
  batch.keep(fix, 0);
}

/** What an in-order fix adds to the distance: nothing for jitter around the reference point. */
function measure(s: EngineState, fix: Fix): number {
  const metres = haversineM(s.ref!, fix);
  if (metres < JITTER_M && (fix.speed === null || fix.speed < JITTER_SPEED_KMH)) return 0;
  s.ref = { lat: fix.lat, lon: fix.lon };
  return metres;
}

/** A fix that follows `last` without a gap at a plausible `kmh`. */
function ride(s: EngineState, last: TimedPoint, fix: Fix, kmh: number, batch: Batch) {
  const distanceM = measure(s, fix);
  const speedKmh = fix.speed ?? kmh;
  const trip = cutTo(s, last, at(fix), distanceM, speedKmh, batch.touch);
  batch.keep(fix, distanceM, { movingSec: trip.ms / 1000, maxSpeedKmh: trip.maxSpeedKmh });
}

/** A fix later than every fix accepted so far. */
function follow(s: EngineState, fix: Fix, fences: readonly Fence[], batch: Batch) {
  const last = s.last;
  const kmh = last ? impliedKmh(last, fix) : 0;
  if (last && kmh > MAX_SPEED_KMH) {
    if (!jumpRunBelieved(s, fix)) {
      batch.reject(fix, messages.tracker.jump(MAX_SPEED_KMH));
      return;
    }
    restart(s, fix, batch);
  } else {
    s.jumps = [];
    if (!last || fix.ts - last.ts > TRIP_GAP_MS) restart(s, fix, batch);
    else ride(s, last, fix, kmh, batch);
  }
  batch.fenceEvents.push(...crossFences(s.fences, fences, at(fix)));
  s.last = at(fix);
}

/**
 * Applies a batch of one tracker's fixes (any order) to its state. `state` is null for a tracker
 * never heard from; `fences` are its depot's geofences now. The state passed in is not changed.
 */
export function advance(state: MotionState | null, fixes: Fix[], fences: Fence[]): Outcome {
  const s = load(state, fences);
  const batch = new Batch();
  // Array.prototype.sort is stable: of two fixes with one ts, the first sent is the one kept.
  const sorted = [...fixes].sort((a, b) => a.ts - b.ts);
  sorted.forEach((fix, i) => {
    if (fix.ts === sorted[i - 1]?.ts || fix.ts === s.last?.ts) {
      batch.reject(fix, messages.tracker.duplicate);
    } else if (s.last && fix.ts < s.last.ts) {
      // Late: kept for the record, but the ride has already been measured past it.
      batch.keep(fix, 0);
    } else {
      follow(s, fix, fences, batch);
    }
  });
  return batch.outcome(s);
}
