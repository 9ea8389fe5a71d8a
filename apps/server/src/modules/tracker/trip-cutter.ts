import { STOP_MIN_MS, TRIP_MIN_DISTANCE_M } from '@depot/contract';
import { haversineM } from './geo';
import type { SegmentRow } from './motion';

/**
 * Cuts a tracker's fixes into trips and stops. A stop becomes a trip once the bike is farther
 * than TRIP_MIN_DISTANCE_M from where it stopped, and the trip then starts where the bike set
 * off (its departure), not where it crossed that line; a trip becomes a stop once the bike has
 * stayed within TRIP_MIN_DISTANCE_M of one fix (the candidate) for STOP_MIN_MS.
 */

export interface TimedPoint {
  ts: number;
  lat: number;
  lon: number;
}

/** Where a trip may end: the first fix of the cluster the bike is in, and the trip's figures there. */
interface Candidate extends TimedPoint {
  distanceM: number;
  maxSpeedKmh: number;
}

/** Where a stopped bike set off (the fix before it first moved), and what it has ridden since. */
interface Departure extends Candidate {
  /** The last fix that moved it: standing still for STOP_MIN_MS after it cancels the departure. */
  movedTs: number;
}

/** The trip or stop under way (null before the first fix); a trip always has its candidate. */
export interface CutterState {
  segment: SegmentRow | null;
  candidate: Candidate | null;
  departure: Departure | null;
}

/** Called with every segment a fix changed; the caller keeps the last version per startTs. */
export type Touch = (segment: SegmentRow) => void;

const endAt = (segment: SegmentRow, p: TimedPoint) => {
  segment.endTs = p.ts;
  segment.endLat = p.lat;
  segment.endLon = p.lon;
};

function openSegment(kind: SegmentRow['kind'], start: TimedPoint, end: TimedPoint): SegmentRow {
  return {
    kind,
    startTs: start.ts,
    endTs: end.ts,
    closed: false,
    startLat: start.lat,
    startLon: start.lon,
    endLat: end.lat,
    endLon: end.lon,
    distanceM: 0,
    maxSpeedKmh: 0,
  };
}

const candidateAt = (p: TimedPoint, trip: SegmentRow): Candidate => ({
  ts: p.ts,
  lat: p.lat,
  lon: p.lon,
  distanceM: trip.distanceM,
  maxSpeedKmh: trip.maxSpeedKmh,
});

/**
 * Closes whatever is under way where it stands (at the last fix) and opens a stop at `fix`: for
 * the first fix ever, after a gap, and when a run of jumps is taken as the truth.
 */
export function restartAt(cut: CutterState, fix: TimedPoint, touch: Touch): void {
  if (cut.segment) {
    cut.segment.closed = true;
    touch(cut.segment);
  }
  cut.segment = openSegment('stop', fix, fix);
  cut.candidate = null;
  cut.departure = null;
  touch(cut.segment);
}

/** Notes, while stopped, where the bike set off; a bike that stands still again stays stopped. */
function noteDeparture(
  cut: CutterState,
  prev: TimedPoint,
  fix: TimedPoint,
  distanceM: number,
  speedKmh: number,
) {
  const d = cut.departure;
  if (distanceM > 0) {
    if (d) {
      d.distanceM += distanceM;
      d.maxSpeedKmh = Math.max(d.maxSpeedKmh, speedKmh);
      d.movedTs = fix.ts;
    } else {
      cut.departure = { ...prev, distanceM, maxSpeedKmh: speedKmh, movedTs: fix.ts };
    }
  } else if (d && fix.ts - d.movedTs >= STOP_MIN_MS) {
    cut.departure = null;
  }
}

/**
 * Moves the segment under way on to `fix`, which follows `prev` without a gap and adds
 * `distanceM` at `speedKmh`. Answers null when the fix stood in a stop, else the milliseconds it
 * changed the time spent in trips by: negative when a trip ends back at its candidate, so that a
 * day's riding time is the sum of its trips' durations.
 */
export function cutTo(
  cut: CutterState,
  prev: TimedPoint,
  fix: TimedPoint,
  distanceM: number,
  speedKmh: number,
  touch: Touch,
): number | null {
  const segment = cut.segment!;
  if (segment.kind === 'stop') {
    noteDeparture(cut, prev, fix, distanceM, speedKmh);
    const anchor = { lat: segment.startLat, lon: segment.startLon };
    if (haversineM(anchor, fix) <= TRIP_MIN_DISTANCE_M) {
      endAt(segment, fix);
      touch(segment);
      return null;
    }
    // The stop ends where the bike set off and the trip starts there, with what it has ridden
    // since. A stop of that one fix is no stop: the trip takes over its startTs (and its row).
    const from = cut.departure ?? { ...prev, distanceM, maxSpeedKmh: speedKmh };
    endAt(segment, from);
    segment.closed = true;
    touch(segment);
    const trip = openSegment('trip', from, fix);
    trip.distanceM = from.distanceM;
    trip.maxSpeedKmh = from.maxSpeedKmh;
    cut.segment = trip;
    cut.candidate = candidateAt(fix, trip);
    cut.departure = null;
    touch(trip);
    return fix.ts - from.ts;
  }

  endAt(segment, fix);
  segment.distanceM += distanceM;
  segment.maxSpeedKmh = Math.max(segment.maxSpeedKmh, speedKmh);
  const candidate = cut.candidate!;
  if (haversineM(candidate, fix) > TRIP_MIN_DISTANCE_M) {
    cut.candidate = candidateAt(fix, segment);
  } else if (fix.ts - candidate.ts >= STOP_MIN_MS) {
    // The bike has stood since the candidate: the trip ends there, without what it added since.
    endAt(segment, candidate);
    segment.distanceM = candidate.distanceM;
    segment.maxSpeedKmh = candidate.maxSpeedKmh;
    segment.closed = true;
    touch(segment);
    cut.segment = openSegment('stop', candidate, fix);
    cut.candidate = null;
    touch(cut.segment);
    return candidate.ts - prev.ts;
  }
  touch(segment);
  return fix.ts - prev.ts;
}
