import { formatTime, jakartaDay, messages, OFFLINE_AFTER_MS } from '@depot/contract';
import type { RawQuery } from '../../db/client';
import { json } from '../../db/json-rows';
import { notifyAll } from '../notifications';
import {
  advance,
  fixValues,
  type Fence,
  type Fix,
  type FixValues,
  type MotionState,
  type Outcome,
} from './motion';

/** A tracker's fix as ingestion hands it over (ingestion's position readings have this shape). */
export interface PositionInput extends FixValues {
  sensorId: string;
  accountId: number;
  ts: Date;
}

export interface PositionsWritten<T> {
  /** Fixes not stored, with the reason (a duplicate, a jump). */
  refusals: Map<T, string>;
  /** Depots given a notification (a geofence crossed), for the live stream once committed. */
  notified: { accountId: number; kind: string }[];
}

interface Tracker<T> {
  id: string;
  accountId: number;
  name: string;
  inputs: T[];
  outcome: Outcome;
}

interface DailyRow {
  tracker_id: string;
  account_id: number;
  day: string;
  distance_m: number;
  moving_sec: number;
  max_speed_kmh: number;
  points: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Stores a batch of fixes inside the caller's transaction: each tracker's engine state is locked,
 * advanced over its fixes and saved with every row it derives (points, trips and stops, the daily
 * rollup, geofence notifications), so a retried or concurrent batch can never count twice.
 * A fence crossed longer ago than the offline limit (a phone uploading its buffer) updates the
 * state but raises no notification: those are about the bike now.
 */
export async function writePositions<T extends PositionInput>(
  query: RawQuery,
  positions: T[],
  now: Date,
): Promise<PositionsWritten<T>> {
  const refusals = new Map<T, string>();
  const notified: PositionsWritten<T>['notified'] = [];
  if (!positions.length) return { refusals, notified };

  const byTracker = new Map<string, T[]>();
  for (const p of positions) byTracker.set(p.sensorId, [...(byTracker.get(p.sensorId) ?? []), p]);
  const ids = [...byTracker.keys()].sort();

  // Rows are created and locked in id order, so concurrent writers cannot deadlock.
  await query(
    `insert into tracker_state (tracker_id, account_id, state)
     select s.sensor_id, s.account_id, 'null'::jsonb from sensors s
     where s.sensor_id in (select jsonb_array_elements_text($1::jsonb))
     order by s.sensor_id
     on conflict (tracker_id) do nothing`,
    [json(ids)],
  );
  const states = await query<{
    tracker_id: string;
    account_id: number;
    name: string;
    state: MotionState | null;
  }>(
    `select t.tracker_id, t.account_id, s.name, t.state from tracker_state t
     join sensors s on s.sensor_id = t.tracker_id
     where t.tracker_id in (select jsonb_array_elements_text($1::jsonb))
     order by t.tracker_id for update of t`,
    [json(ids)],
  );
  const fences = await fencesOf(query, [...new Set(states.map((s) => s.account_id))]);

  const trackers: Tracker<T>[] = states.map((s) => {
    const inputs = byTracker.get(s.tracker_id) ?? [];
    const fixes: Fix[] = inputs.map((p, index) => ({
      index,
      ts: p.ts.getTime(),
      ...fixValues(p),
    }));
    const outcome = advance(s.state, fixes, fences.get(s.account_id) ?? []);
    for (const r of outcome.rejected) {
      const input = inputs[r.index];
      if (input) refusals.set(input, r.reason);
    }
    return { id: s.tracker_id, accountId: s.account_id, name: s.name, inputs, outcome };
  });

  const inserted = await insertPoints(query, trackers);
  // A point the engine kept but the table already had (an old fix sent again) is a duplicate.
  for (const t of trackers) {
    for (const p of t.outcome.points) {
      const input = t.inputs[p.index];
      if (input && !inserted.has(`${t.id}|${p.ts}`))
        refusals.set(input, messages.tracker.duplicate);
    }
  }
  await upsertSegments(query, trackers);
  await addToDaily(query, trackers, inserted);
  await query(
    `update tracker_state set state = r.state
     from jsonb_to_recordset($1::jsonb) as r(tracker_id text, state jsonb)
     where tracker_state.tracker_id = r.tracker_id`,
    [json(trackers.map((t) => ({ tracker_id: t.id, state: t.outcome.state })))],
  );

  const recent = now.getTime() - OFFLINE_AFTER_MS;
  const notes = trackers.flatMap((t) =>
    t.outcome.fenceEvents
      .filter((e) => e.ts >= recent)
      .map((e) => ({
        accountId: t.accountId,
        kind: 'geofence',
        message: (e.kind === 'exit'
          ? messages.tracker.geofenceExit
          : messages.tracker.geofenceEnter)(t.name, e.fenceName, formatTime(e.ts)),
      })),
  );
  await notifyAll(query, notes);
  notified.push(...notes.map((n) => ({ accountId: n.accountId, kind: n.kind })));
  return { refusals, notified };
}

async function fencesOf(query: RawQuery, accountIds: number[]): Promise<Map<number, Fence[]>> {
  const rows = await query<{
    id: number;
    account_id: number;
    name: string;
    coordinates: [number, number][];
  }>(
    `select id, account_id, name, coordinates from geofences
     where account_id in (select jsonb_array_elements_text($1::jsonb)::int)`,
    [json(accountIds)],
  );
  const byAccount = new Map<number, Fence[]>();
  for (const r of rows) {
    const list = byAccount.get(r.account_id) ?? [];
    list.push({ id: r.id, name: r.name, ring: r.coordinates });
    byAccount.set(r.account_id, list);
  }
  return byAccount;
}

/** Inserts the kept points; returns `trackerId|epochMs` of those actually inserted. */
async function insertPoints<T>(query: RawQuery, trackers: Tracker<T>[]): Promise<Set<string>> {
  const rows = trackers.flatMap((t) =>
    t.outcome.points.map((p) => ({
      tracker_id: t.id,
      account_id: t.accountId,
      ts: iso(p.ts),
      ...fixValues(p),
      distance_m: p.distanceM,
    })),
  );
  if (!rows.length) return new Set();
  const inserted = await query<{ tracker_id: string; ms: string }>(
    `insert into tracker_positions (tracker_id, account_id, ts, lat, lon, speed, bearing, accuracy,
       altitude, battery, distance_m)
     select r.tracker_id, r.account_id, r.ts, r.lat, r.lon, r.speed, r.bearing, r.accuracy,
       r.altitude, r.battery, r.distance_m
     from jsonb_to_recordset($1::jsonb) as r(tracker_id text, account_id int, ts timestamptz,
       lat float8, lon float8, speed float8, bearing float8, accuracy float8, altitude float8,
       battery float8, distance_m float8)
     on conflict (tracker_id, ts) do nothing
     returning tracker_id, (extract(epoch from ts) * 1000)::bigint::text as ms`,
    [json(rows)],
  );
  return new Set(inserted.map((r) => `${r.tracker_id}|${r.ms}`));
}

async function upsertSegments<T>(query: RawQuery, trackers: Tracker<T>[]) {
  const rows = trackers.flatMap((t) =>
    t.outcome.segments.map((s) => ({
      tracker_id: t.id,
      account_id: t.accountId,
      kind: s.kind,
      start_ts: iso(s.startTs),
      end_ts: iso(s.endTs),
      closed: s.closed,
      start_lat: s.startLat,
      start_lon: s.startLon,
      end_lat: s.endLat,
      end_lon: s.endLon,
      distance_m: s.distanceM,
      max_speed_kmh: s.maxSpeedKmh,
    })),
  );
  if (!rows.length) return;
  await query(
    `insert into tracker_segments (tracker_id, account_id, kind, start_ts, end_ts, closed,
       start_lat, start_lon, end_lat, end_lon, distance_m, max_speed_kmh)
     select r.tracker_id, r.account_id, r.kind, r.start_ts, r.end_ts, r.closed, r.start_lat,
       r.start_lon, r.end_lat, r.end_lon, r.distance_m, r.max_speed_kmh
     from jsonb_to_recordset($1::jsonb) as r(tracker_id text, account_id int, kind text,
       start_ts timestamptz, end_ts timestamptz, closed boolean, start_lat float8,
       start_lon float8, end_lat float8, end_lon float8, distance_m float8, max_speed_kmh float8)
     order by r.tracker_id, r.start_ts
     on conflict (tracker_id, start_ts) do update set kind = excluded.kind,
       end_ts = excluded.end_ts, closed = excluded.closed, end_lat = excluded.end_lat,
       end_lon = excluded.end_lon, distance_m = excluded.distance_m,
       max_speed_kmh = excluded.max_speed_kmh`,
    [json(rows)],
  );
}

/**
 * Adds the engine's per-day figures to the daily rollup; a point the table already had (sent
 * again after its state moved on) is not counted twice.
 */
async function addToDaily<T>(query: RawQuery, trackers: Tracker<T>[], inserted: Set<string>) {
  const rows = new Map<string, DailyRow>();
  for (const t of trackers) {
    for (const d of t.outcome.daily) {
      rows.set(`${t.id}|${d.day}`, {
        tracker_id: t.id,
        account_id: t.accountId,
        day: d.day,
        distance_m: d.distanceM,
        moving_sec: d.movingSec,
        max_speed_kmh: d.maxSpeedKmh,
        points: d.points,
      });
    }
    for (const p of t.outcome.points) {
      const row = rows.get(`${t.id}|${jakartaDay(p.ts)}`);
      if (row && !inserted.has(`${t.id}|${p.ts}`)) row.points--;
    }
  }
  if (!rows.size) return;
  await query(
    `insert into tracker_daily (tracker_id, account_id, day, distance_m, moving_sec, max_speed_kmh, points)
     select r.tracker_id, r.account_id, r.day, r.distance_m, r.moving_sec, r.max_speed_kmh, r.points
     from jsonb_to_recordset($1::jsonb) as r(tracker_id text, account_id int, day date,
       distance_m float8, moving_sec float8, max_speed_kmh float8, points int)
     order by r.tracker_id, r.day
     on conflict (tracker_id, day) do update set
       distance_m = tracker_daily.distance_m + excluded.distance_m,
       moving_sec = tracker_daily.moving_sec + excluded.moving_sec,
       max_speed_kmh = greatest(tracker_daily.max_speed_kmh, excluded.max_speed_kmh),
       points = tracker_daily.points + excluded.points`,
    [json([...rows.values()])],
  );
}
