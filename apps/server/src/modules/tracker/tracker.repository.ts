import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { accounts, geofences, sensors } from '../../db/schema';

/**
 * Trackers are the `gps` sensors of a depot. Every read of positions, segments and rollups
 * names one tracker and a time window, so it is a range scan of that table's primary key.
 */

const isTracker = eq(sensors.kind, 'gps');
/**
 * `lastOnline` says when the server last heard the bike (its status); `lastSeen` when the bike
 * last sent a position, also one stored without a live message (the demo's seeded rounds), so
 * a bike with positions is never 'never sent' (one probe of the positions' primary key).
 */
const trackerColumns = {
  id: sensors.sensorId,
  name: sensors.name,
  lastOnline: sensors.lastOnline,
  lastSeen: sql<Date | null>`greatest(${sensors.lastOnline},
    (select max(p.ts) from tracker_positions p where p.tracker_id = ${sensors.sensorId}))`.mapWith(
    (v: string | Date | null) => (v === null ? null : new Date(v)),
  ),
};

/** A depot's trackers in the order the map lists them: by name, then id. */
export function trackersOf(db: Db, accountId: number) {
  return db
    .select(trackerColumns)
    .from(sensors)
    .where(and(eq(sensors.accountId, accountId), isTracker))
    .orderBy(asc(sensors.name), asc(sensors.sensorId));
}

/** The depot's tracker with this id, or its first tracker when no id is given. */
export function findTracker(db: Db, accountId: number, trackerId: string | undefined) {
  return db
    .select(trackerColumns)
    .from(sensors)
    .where(
      and(
        eq(sensors.accountId, accountId),
        isTracker,
        trackerId === undefined ? undefined : eq(sensors.sensorId, trackerId),
      ),
    )
    .orderBy(asc(sensors.name), asc(sensors.sensorId))
    .limit(1)
    .then((rows) => rows[0]);
}

export function depotOf(db: Db, accountId: number) {
  return db
    .select({
      username: accounts.username,
      depotName: accounts.depotName,
      latitude: accounts.latitude,
      longitude: accounts.longitude,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .then((rows) => rows[0]);
}

/**
 * Epoch milliseconds of a timestamptz column as a float8, the same on both drivers and cheaper
 * than a Date per row (date_part stays in float8; extract() would compute in numeric). Within
 * a microsecond of the stored time: round it (see `msOf`).
 */
const epochMs = (column: string) => sql.raw(`(date_part('epoch', ${column}) * 1000)`);

export function lastPosition(db: Db, trackerId: string) {
  return queryRows<{
    tsMs: number;
    lat: number;
    lon: number;
    speed: number | null;
    bearing: number | null;
    battery: number | null;
  }>(
    db,
    sql`select ${epochMs('ts')} as "tsMs", lat, lon, speed, bearing, battery
        from tracker_positions where tracker_id = ${trackerId}
        order by ts desc limit 1`,
  ).then((rows) => rows[0]);
}

export interface PositionRow {
  tsMs: number;
  lat: number;
  lon: number;
  speed: number | null;
}

/** A window [from, to) of one tracker's time line. */
export interface Window {
  trackerId: string;
  from: Date;
  to: Date;
}

const inWindow = (w: Window, column = 'ts') =>
  sql`tracker_id = ${w.trackerId} and ${sql.raw(column)} >= ${w.from.toISOString()}::timestamptz
      and ${sql.raw(column)} < ${w.to.toISOString()}::timestamptz`;

/** Positions stored on the Asia/Jakarta days `fromDay`..`toDay`, from the daily rollup. */
export async function storedPoints(db: Db, trackerId: string, fromDay: string, toDay: string) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(points), 0)::float8 as n from tracker_daily
        where tracker_id = ${trackerId} and day between ${fromDay}::date and ${toDay}::date`,
  );
  return row?.n ?? 0;
}

/**
 * Every position of the window, oldest first. A day holds thousands: they come as four
 * comma-separated columns in one row, which costs the driver a fraction of a row per position.
 * The columns are aggregated from a sorted subquery (an ORDER BY inside each aggregate would
 * sort four times); should a plan ever not keep that order, the rows are sorted here.
 */
export async function positions(db: Db, w: Window): Promise<PositionRow[]> {
  const [row] = await queryRows<{ ts: string | null; lat: string; lon: string; speed: string }>(
    db,
    sql`select string_agg(t::text, ',') as ts, string_agg(lat::text, ',') as lat,
          string_agg(lon::text, ',') as lon, string_agg(coalesce(speed::text, ''), ',') as speed
        from (select ${epochMs('ts')} as t, lat, lon, speed from tracker_positions
              where ${inWindow(w)} order by ts) p`,
  );
  if (!row?.ts) return [];
  const lat = row.lat.split(',');
  const lon = row.lon.split(',');
  const speed = row.speed.split(',');
  const rows = row.ts.split(',').map((t, i) => ({
    tsMs: Number(t),
    lat: Number(lat[i]),
    lon: Number(lon[i]),
    speed: speed[i] === '' ? null : Number(speed[i]),
  }));
  const sorted = rows.every((r, i) => i === 0 || rows[i - 1]!.tsMs < r.tsMs);
  return sorted ? rows : rows.sort((a, b) => a.tsMs - b.tsMs);
}

/**
 * The first position of each `bucketMs` slice of the window, and the window's last position,
 * oldest first: one index probe per slice, however many positions the window holds.
 */
export async function sampledPositions(db: Db, w: Window, bucketMs: number) {
  const from = w.from.toISOString();
  const to = w.to.toISOString();
  const bucket = sql`(${bucketMs}::float8 * interval '1 millisecond')`;
  const rows = await queryRows<PositionRow>(
    db,
    sql`select s."tsMs", s.lat, s.lon, s.speed
        from generate_series(${from}::timestamptz, ${to}::timestamptz - interval '1 millisecond',
          ${bucket}) as b(start)
        cross join lateral (
          select ${epochMs('p.ts')} as "tsMs", p.lat, p.lon, p.speed
          from tracker_positions p
          where p.tracker_id = ${w.trackerId} and p.ts >= b.start
            and p.ts < least(b.start + ${bucket}, ${to}::timestamptz)
          order by p.ts limit 1) s
        union all
        (select ${epochMs('ts')} as "tsMs", lat, lon, speed from tracker_positions
         where ${inWindow(w)} order by ts desc limit 1)
        order by 1`,
  );
  // The last position is also the first of its slice when it is alone in it.
  const n = rows.length;
  return n > 1 && rows[n - 1]!.tsMs === rows[n - 2]!.tsMs ? rows.slice(0, -1) : rows;
}

/** Distance ridden and top speed of the Asia/Jakarta days `fromDay`..`toDay`. */
export async function dailyTotals(db: Db, trackerId: string, fromDay: string, toDay: string) {
  const [row] = await queryRows<{ distanceM: number; maxSpeedKmh: number }>(
    db,
    sql`select coalesce(sum(distance_m), 0)::float8 as "distanceM",
          coalesce(max(max_speed_kmh), 0)::float8 as "maxSpeedKmh"
        from tracker_daily
        where tracker_id = ${trackerId} and day between ${fromDay}::date and ${toDay}::date`,
  );
  return row ?? { distanceM: 0, maxSpeedKmh: 0 };
}

/** How many trips and stops start in the window, and the trips' distance and time. */
export async function segmentTotals(db: Db, w: Window) {
  const [row] = await queryRows<{ trips: number; stops: number; tripM: number; tripSec: number }>(
    db,
    sql`select count(*) filter (where kind = 'trip')::int as trips,
          count(*) filter (where kind = 'stop')::int as stops,
          coalesce(sum(distance_m) filter (where kind = 'trip'), 0)::float8 as "tripM",
          coalesce(sum(date_part('epoch', end_ts - start_ts)) filter (where kind = 'trip'), 0)::float8
            as "tripSec"
        from tracker_segments where ${inWindow(w, 'start_ts')}`,
  );
  return row ?? { trips: 0, stops: 0, tripM: 0, tripSec: 0 };
}

export interface SegmentRow {
  kind: 'trip' | 'stop';
  startMs: number;
  endMs: number;
  closed: boolean;
  startLat: number;
  startLon: number;
  endLat: number;
  endLon: number;
  distanceM: number;
  maxSpeedKmh: number;
}

/** The newest `limit` trips and the newest `limit` stops starting in the window, oldest first. */
export function newestSegments(db: Db, w: Window, limit: number) {
  const newest = (kind: 'trip' | 'stop') =>
    sql`(select kind, ${epochMs('start_ts')} as "startMs", ${epochMs('end_ts')} as "endMs",
           closed, start_lat as "startLat", start_lon as "startLon", end_lat as "endLat",
           end_lon as "endLon", distance_m as "distanceM", max_speed_kmh as "maxSpeedKmh"
         from tracker_segments where ${inWindow(w, 'start_ts')} and kind = ${kind}
         order by start_ts desc limit ${limit})`;
  return queryRows<SegmentRow>(
    db,
    sql`${newest('trip')} union all ${newest('stop')} order by "startMs"`,
  );
}

export function geofencesOf(db: Db, accountId: number) {
  return db
    .select({ id: geofences.id, name: geofences.name, coordinates: geofences.coordinates })
    .from(geofences)
    .where(eq(geofences.accountId, accountId))
    .orderBy(asc(geofences.id));
}

export async function insertGeofence(db: Db, row: typeof geofences.$inferInsert) {
  const [saved] = await db
    .insert(geofences)
    .values(row)
    .returning({ id: geofences.id, name: geofences.name, coordinates: geofences.coordinates });
  if (!saved) throw new Error('geofence insert returned no row');
  return saved;
}

/** Deletes a geofence; the deleted row, or undefined when there was none. */
export async function deleteGeofence(db: Db, id: number) {
  const [row] = await db.delete(geofences).where(eq(geofences.id, id)).returning({
    name: geofences.name,
    accountId: geofences.accountId,
    coordinates: geofences.coordinates,
  });
  return row;
}

/** Every depot's trackers, by depot and then as each depot lists them. */
export function allTrackers(db: Db) {
  return db
    .select({ ...trackerColumns, username: accounts.username, depotName: accounts.depotName })
    .from(sensors)
    .innerJoin(accounts, eq(accounts.id, sensors.accountId))
    .where(isTracker)
    .orderBy(asc(sql`lower(${accounts.username})`), asc(sensors.name), asc(sensors.sensorId));
}

/** Sensor ids (of any kind: the id space is shared) that start with `prefix`. */
export async function idsStartingWith(db: Db, prefix: string) {
  const rows = await db
    .select({ id: sensors.sensorId })
    .from(sensors)
    .where(sql`starts_with(${sensors.sensorId}, ${prefix})`);
  return new Set(rows.map((r) => r.id));
}
