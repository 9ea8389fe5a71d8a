import {
  jakartaDays,
  HISTORY_MAX_POINT_GAP_MS,
  HISTORY_MAX_POINTS,
  HISTORY_TOLERANCE_KMH,
  HISTORY_TOLERANCE_M,
  messages,
  SUMMARY_MAX_SEGMENTS,
  TRACKER_ONLINE_MS,
  type HistoryPoint,
  type LastPosition,
  type Segment,
  type TrackerDevice,
  type TrackerRangeQuery,
  type TrackerStatus,
  type TrackerSummary,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { depotId } from '../depots';
import type { SegmentRow } from './motion';
import { thin } from './thin';
import * as repo from './tracker.repository';

/**
 * Up to this many stored positions (a few days at one every 10 s) a history reads them all and
 * thins them; beyond it, it reads one position per time slice instead, so a long range never
 * brings hundreds of thousands of rows out of the database.
 */
export const FULL_READ_MAX_POINTS = 30_000;
/** Slices a long range is cut into before thinning: enough for the thinning to choose from. */
export const SAMPLE_SLICES = 2 * HISTORY_MAX_POINTS;

const round2 = (n: number) => Math.round(n * 100) / 100;
const HISTORY_TOLERANCE = {
  metres: HISTORY_TOLERANCE_M,
  kmh: HISTORY_TOLERANCE_KMH,
  maxGapMs: HISTORY_MAX_POINT_GAP_MS,
};
/** Times come from the database as float epoch milliseconds (see the repository). */
const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

/** Online while the last message is younger than TRACKER_ONLINE_MS by the server's clock. */
export function statusOf(lastOnline: Date | null, now: Date): TrackerStatus {
  return lastOnline !== null && now.getTime() - lastOnline.getTime() < TRACKER_ONLINE_MS
    ? 'Online'
    : 'Offline';
}

const depotOf = (db: Db, username: string) => depotId(db, username, messages.tracker.depotNotFound);

/** The bike a read is about: the one asked for (404 if not the depot's), else the depot's first. */
async function trackerOf(db: Db, username: string, trackerId: string | undefined) {
  const tracker = await repo.findTracker(db, await depotOf(db, username), trackerId);
  if (!tracker && trackerId !== undefined) {
    throw new HttpError(404, messages.tracker.trackerNotFound);
  }
  return tracker;
}

/** A tracker as its depot's device list and the super admin's picker show it. */
export const device = (
  t: { id: string; name: string; lastOnline: Date | null; lastSeen: Date | null },
  now: Date,
): TrackerDevice => ({
  id: t.id,
  name: t.name,
  status: statusOf(t.lastOnline, now),
  last_seen: t.lastSeen?.toISOString() ?? null,
});

export async function devices(db: Db, username: string, now = new Date()) {
  const accountId = await depotOf(db, username);
  const [depot, trackers] = await Promise.all([
    repo.depotOf(db, accountId),
    repo.trackersOf(db, accountId),
  ]);
  return {
    username: depot?.username ?? username,
    depot_name: depot?.depotName ?? null,
    depot_location:
      depot?.latitude != null && depot.longitude != null
        ? { latitude: depot.latitude, longitude: depot.longitude }
        : null,
    devices: trackers.map((t) => device(t, now)),
  };
}

export async function lastPosition(
  db: Db,
  username: string,
  trackerId: string | undefined,
): Promise<LastPosition | null> {
  const tracker = await trackerOf(db, username, trackerId);
  const row = tracker && (await repo.lastPosition(db, tracker.id));
  if (!tracker || !row) return null;
  return {
    tracker_id: tracker.id,
    latitude: row.lat,
    longitude: row.lon,
    timestamp: iso(row.tsMs),
    speed: row.speed,
    bearing: row.bearing,
    battery: row.battery,
  };
}

export async function deviceStatus(
  db: Db,
  username: string,
  trackerId: string | undefined,
  now = new Date(),
) {
  const tracker = await trackerOf(db, username, trackerId);
  if (!tracker) return { tracker_id: null, status: 'Offline' as const, last_seen: null };
  const { status, last_seen } = device(tracker, now);
  return { tracker_id: tracker.id, status, last_seen };
}

/**
 * The range's positions, oldest first, thinned for drawing (within HISTORY_TOLERANCE_M of the
 * track and HISTORY_TOLERANCE_KMH of its speeds, at most HISTORY_MAX_POINTS), and how many are
 * stored. A long range is sampled in the database first (see FULL_READ_MAX_POINTS).
 */
export async function history(
  db: Db,
  username: string,
  q: TrackerRangeQuery,
): Promise<{ points: HistoryPoint[]; total: number }> {
  const tracker = await trackerOf(db, username, q.tracker);
  if (!tracker) return { points: [], total: 0 };
  const w = { trackerId: tracker.id, ...jakartaDays(q.start_date, q.end_date) };
  const stored = await repo.storedPoints(db, tracker.id, q.start_date, q.end_date);
  let rows: repo.PositionRow[];
  let total: number;
  if (stored <= FULL_READ_MAX_POINTS) {
    rows = await repo.positions(db, w);
    total = rows.length;
  } else {
    const sliceMs = Math.ceil((w.to.getTime() - w.from.getTime()) / SAMPLE_SLICES);
    rows = await repo.sampledPositions(db, w, sliceMs);
    total = stored;
  }
  return {
    points: thin(rows, HISTORY_MAX_POINTS, HISTORY_TOLERANCE).map((r) => ({
      latitude: r.lat,
      longitude: r.lon,
      timestamp: iso(r.tsMs),
      speed: r.speed,
    })),
    total,
  };
}

function segment(r: SegmentRow): Segment {
  const durationSec = Math.max(0, Math.round((r.endTs - r.startTs) / 1000));
  const km = r.distanceM / 1000;
  return {
    kind: r.kind,
    start_time: iso(r.startTs),
    end_time: r.closed ? iso(r.endTs) : null,
    duration_sec: durationSec,
    start: { latitude: r.startLat, longitude: r.startLon },
    end: { latitude: r.endLat, longitude: r.endLon },
    distance_km: round2(km),
    max_speed_kmh: round2(r.maxSpeedKmh),
    average_speed_kmh: durationSec > 0 ? round2(km / (durationSec / 3600)) : 0,
  };
}

const EMPTY_SUMMARY: TrackerSummary = {
  total_distance_km: 0,
  average_speed_kmh: 0,
  total_duration_sec: 0,
  max_speed_kmh: 0,
  trip_count: 0,
  stop_count: 0,
  trips: [],
  stops: [],
};

/**
 * Distance ridden and top speed from the daily rollup; the riding time (the durations of the
 * trips starting in the range), the average speed over those trips (their distance ÷ their time,
 * no stop in either), the counts and the newest trips and stops from the segments: no position
 * is read, so a year costs what a day does.
 */
export async function summary(
  db: Db,
  username: string,
  q: TrackerRangeQuery,
): Promise<TrackerSummary> {
  const tracker = await trackerOf(db, username, q.tracker);
  if (!tracker) return EMPTY_SUMMARY;
  const w = { trackerId: tracker.id, ...jakartaDays(q.start_date, q.end_date) };
  const [totals, counts, segments] = await Promise.all([
    repo.dailyTotals(db, tracker.id, q.start_date, q.end_date),
    repo.segmentTotals(db, w),
    repo.newestSegments(db, w, SUMMARY_MAX_SEGMENTS),
  ]);
  const km = totals.distanceM / 1000;
  const all = segments.map(segment);
  return {
    total_distance_km: round2(km),
    average_speed_kmh:
      counts.tripSec > 0 ? round2(counts.tripM / 1000 / (counts.tripSec / 3600)) : 0,
    total_duration_sec: Math.round(counts.tripSec),
    max_speed_kmh: round2(totals.maxSpeedKmh),
    trip_count: counts.trips,
    stop_count: counts.stops,
    trips: all.filter((s) => s.kind === 'trip'),
    stops: all.filter((s) => s.kind === 'stop'),
  };
}
