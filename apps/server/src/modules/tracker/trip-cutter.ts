import { STOP_MIN_MS, TRIP_MIN_DISTANCE_M } from '@depot/contract';
import { haversineM } from './geo';
import type { SegmentRow } from './motion';

/**
 * Cuts a tracker's fixes into trips and stops, as Traccar's trip reports do. A stop becomes a
 * trip once the bike is farther than TRIP_MIN_DISTANCE_M from where it stopped, and the trip then
 * starts where the bike set off (its departure), not where it crossed that line. A trip becomes
 * a stop once the bike has stayed within TRIP_MIN_DISTANCE_M of one fix (the candidate, the first
 * fix of that stay) for STOP_MIN_MS: the trip ends, and the stop starts, at the candidate.
 *
 * A trip under way is kept as it would be if it ended now, at its candidate: the time, distance
 * and top speed of a stay are added only once the bike rides on from it (a door stop shorter than
 * STOP_MIN_MS is part of the trip), never while it stands there.
 */

export interface TimedPoint {
  ts: number;
  lat: number;
  lon: number;
}

/** Where a trip may end: the first fix of the stay the bike is in, and the trip's figures there. */
interface Candidate extends TimedPoint {
  distanceM: number;
  maxSpeedKmh: number;
}

/** Where a stopped bike set off (the fix before it first moved), and what it has ridden since. */
interface Departure extends Candidate {
  /** The last fix that moved it: standing still for STOP_MIN_MS after it cancels the departure. */
  movedTs: number;
}

/** What the fixes after the candidate added: the trip's if the bike rides on, else nobody's. */
interface Stay {
  distanceM: number;
  maxSpeedKmh: number;
}

/** The trip or stop under way (null before the first fix); a trip always has its candidate. */
export interface CutterState {
  segment: SegmentRow | null;
  candidate: Candidate | null;
  departure: Departure | null;
  /** In a trip: what the bike did since the candidate (absent in a state saved before it). */
  stay?: Stay | null;
}

/** Called with every segment a fix changed; the caller keeps the last version per startTs. */
export type Touch = (segment: SegmentRow) => void;

/** What a fix added to the time, distance and top speed of trips. */
export interface TripDelta {
  ms: number;
  maxSpeedKmh: number;
}

const NOTHING: TripDelta = { ms: 0, maxSpeedKmh: 0 };

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
  cut.stay = null;
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

/** Sets a trip's row to its candidate: where and how it ends if it ends now. */
function tripTo(trip: SegmentRow, candidate: Candidate) {
  endAt(trip, candidate);
  trip.distanceM = candidate.distanceM;
  trip.maxSpeedKmh = candidate.maxSpeedKmh;
}

/**
 * Moves the segment under way on to `fix`, which follows `prev` without a gap and adds
 * `distanceM` at `speedKmh`. Answers what the fix added to the trips: the time, distance and
 * speed up to a new candidate; nothing while the bike stands in a stay or a stop.
 */
export function cutTo(
  cut: CutterState,
  prev: TimedPoint,
  fix: TimedPoint,
  distanceM: number,
  speedKmh: number,
  touch: Touch,
): TripDelta {
  const segment = cut.segment!;
  if (segment.kind === 'stop') {
    noteDeparture(cut, prev, fix, distanceM, speedKmh);
    const anchor = { lat: segment.startLat, lon: segment.startLon };
    if (haversineM(anchor, fix) <= TRIP_MIN_DISTANCE_M) {
      endAt(segment, fix);
      touch(segment);
      return NOTHING;
    }
    // The stop ends where the bike set off and the trip starts there, with what it has ridden
    // since. A stop of that one fix is no stop: the trip takes over its startTs (and its row).
    const from = cut.departure ?? { ...prev, distanceM, maxSpeedKmh: speedKmh };
    endAt(segment, from);
    segment.closed = true;
    touch(segment);
    const trip = openSegment('trip', from, fix);
    cut.segment = trip;
    cut.candidate = { ...fix, distanceM: from.distanceM, maxSpeedKmh: from.maxSpeedKmh };
    cut.departure = null;
    cut.stay = { distanceM: 0, maxSpeedKmh: 0 };
    tripTo(trip, cut.candidate);
    touch(trip);
    return { ms: fix.ts - from.ts, maxSpeedKmh: from.maxSpeedKmh };
  }

  const candidate = cut.candidate!;
  const stay = cut.stay ?? { distanceM: 0, maxSpeedKmh: 0 };
  stay.distanceM += distanceM;
  stay.maxSpeedKmh = Math.max(stay.maxSpeedKmh, speedKmh);
  cut.stay = stay;
  if (haversineM(candidate, fix) > TRIP_MIN_DISTANCE_M) {
    // The bike rode on: the stay, and everything since, is part of the trip.
    cut.candidate = {
      ...fix,
      distanceM: candidate.distanceM + stay.distanceM,
      maxSpeedKmh: Math.max(candidate.maxSpeedKmh, stay.maxSpeedKmh),
    };
    cut.stay = { distanceM: 0, maxSpeedKmh: 0 };
    tripTo(segment, cut.candidate);
    touch(segment);
    return { ms: fix.ts - candidate.ts, maxSpeedKmh: stay.maxSpeedKmh };
  }
  if (fix.ts - candidate.ts >= STOP_MIN_MS) {
    // The bike has stayed near the candidate: the trip ends there, without what the bike did
    // standing (GPS noise, a few metres pushed); the stop starts there.
    tripTo(segment, candidate);
    segment.closed = true;
    touch(segment);
    cut.segment = openSegment('stop', candidate, fix);
    cut.candidate = null;
    cut.stay = null;
    touch(cut.segment);
  }
  return NOTHING;
}
