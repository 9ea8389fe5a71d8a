// The history part 2 of `npm run bench:tracker` reads, generated in PostgreSQL (nothing goes
// through the API): positions every 10 s, day and night, for each bike, with a delivery trip
// every hour from 07 to 21 WIB, the trips and stops those positions make, and the daily rollup
// summed from the very rows inserted. See bench/README.md.
import { fmt, log, withClient } from './lib.mjs';
import { BIKE_PREFIX, DEPOT, M_PER_DEG_LAT, M_PER_DEG_LON } from './tracker-depot.mjs';

/**
 * The shape of a generated day, which the checks of the answers rely on. Each bike:
 * - a position every 10 s from 00:00:0s WIB (s = bike number mod 10), 8,640 a day;
 * - one trip an hour from 07 to 20 WIB, starting in the hour's first 20 minutes (varying with bike,
 *   hour and day): 60 positions riding out at 26–34 km/h (5 km, along streets with a right and a
 *   left turn, heading a way that varies too), 12 standing at the customer (2 minutes, too short
 *   for a stop), 60 riding back the same way: 132 intervals = 1,320 s and 10 km a trip;
 * - standing at the depot otherwise, the fix wandering by up to 3 m (pseudo-random), adding no
 *   distance.
 */
export const DAY = {
  points: 8640,
  trips: 14,
  tripSeconds: 1320,
  tripMetres: 10_000,
  maxSpeedKmh: 34,
};
export const DAY_KM = (DAY.trips * DAY.tripMetres) / 1000;

const DAY_MS = 86_400_000;
/** `YYYY-MM-DD` `n` days after `day`. */
export const addDays = (day, n) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** Yesterday in Asia/Jakarta: the last whole day. */
export const yesterdayWib = () =>
  addDays(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10), -1);

// The trip of hour h of day dn for bike b starts at position index h*360 + m*6, m in 0..19; e is
// the index within the trip (0..132), deg the bearing out.
const TRIP_OF = `
  (b * 7 + h * 13 + dn * 3) % 20`;
const BEARING_OF = `(b * 37 + h * 53 + dn * 11) % 360`;
/** A pseudo-random number in [0, 1) from `x` (the fractional part of a scaled sine). */
const fract = (x) => `(sin(${x}) * 43758.5453 - floor(sin(${x}) * 43758.5453))`;

/**
 * One day of every bike's positions, inserted in time order across bikes (as ingestion writes
 * them: a bike's day lies scattered over the table's pages, among the other bikes'), and that
 * day's rollup summed from the rows the insert returned.
 */
const DAY_SQL = `
with g as (
  select b, k, k / 360 as h, ($1::date - date '2000-01-01') as dn,
    ($1::date::timestamp at time zone 'Asia/Jakarta') as d0
  from generate_series(0, ${DAY.points - 1}) k cross join generate_series(1, $2::int) b
), p as (
  select g.*, x.e, x.deg, y.trip, z.i, z.moving
  from g
  cross join lateral (select k - (h * 360 + ${TRIP_OF} * 6) as e, ${BEARING_OF} as deg) x
  cross join lateral (select h between 7 and 20 and x.e between 0 and 132 as trip) y
  cross join lateral (
    select case when not y.trip then 0 when x.e <= 60 then x.e when x.e <= 72 then 60
                else 132 - x.e end as i,
           y.trip and x.e >= 1 and (x.e <= 60 or x.e > 72) as moving) z
), q as (
  -- Metres north and east of the depot: the street runs along deg for 20 intervals, turns right
  -- for 20, and left again for the last 20; standing, the fix wanders by up to 3 m.
  select p.*,
    (least(i, 20) + greatest(0, i - 40)) * (250.0 / 3) as straight,
    greatest(0, least(i, 40) - 20) * (250.0 / 3) as across,
    case when i <= 20 or i > 40 then deg else (deg + 90) % 360 end as leg,
    case when trip then 0.0 else 6 * (${fract('k * 12.9898 + b * 78.233')} - 0.5) end as jn,
    case when trip then 0.0 else 6 * (${fract('k * 39.3468 + b * 11.135')} - 0.5) end as je
  from p
), ins as (
  insert into tracker_positions (tracker_id, account_id, ts, lat, lon, speed, bearing, accuracy,
    altitude, battery, distance_m)
  select '${BIKE_PREFIX}' || lpad(b::text, 3, '0'), $3::int,
    d0 + (k * 10 + b % 10) * interval '1 second',
    $4::float8 + (straight * cos(radians(deg)) + across * cos(radians(deg + 90)) + jn)
      / ${M_PER_DEG_LAT},
    $5::float8 + (straight * sin(radians(deg)) + across * sin(radians(deg + 90)) + je)
      / $6::float8,
    case when moving then 26 + (k * 7 + b * 3) % 9 else 0 end,
    case when not moving then null when e <= 60 then leg else (leg + 180) % 360 end,
    4 + (k + b) % 9,
    40 + b % 20,
    round(100 - k / 144.0),
    case when moving then 250.0 / 3 else 0 end
  from q
  order by k, b
  returning tracker_id, distance_m, speed
)
insert into tracker_daily (tracker_id, account_id, day, distance_m, moving_sec, max_speed_kmh,
  points)
select tracker_id, $3::int, $1::date, sum(distance_m), ${DAY.trips * DAY.tripSeconds},
  coalesce(max(speed) filter (where distance_m > 0), 0), count(*)
from ins group by tracker_id`;

/**
 * Every trip and stop of the stored days, written anew: the trips above, a stop from each trip's
 * end to the next trip (overnight too), one from the first position to the first trip, and the
 * last still open (closed = false, up to the last position), as ingestion leaves them.
 */
const SEGMENTS_SQL = `
insert into tracker_segments (tracker_id, start_ts, account_id, kind, end_ts, closed, start_lat,
  start_lon, end_lat, end_lon, distance_m, max_speed_kmh)
with days as (
  select (d::date - date '2000-01-01') as dn, (d::date::timestamp at time zone 'Asia/Jakarta') as d0
  from generate_series($1::date, $2::date, interval '1 day') d
), trips as (
  select '${BIKE_PREFIX}' || lpad(b::text, 3, '0') as tracker_id,
    d0 + ((h * 360 + ${TRIP_OF} * 6) * 10 + b % 10) * interval '1 second' as start_ts
  from generate_series(1, $3::int) b cross join days cross join generate_series(7, 20) h
), bounds as (
  select '${BIKE_PREFIX}' || lpad(b::text, 3, '0') as tracker_id,
    ($1::date::timestamp at time zone 'Asia/Jakarta') + (b % 10) * interval '1 second' as first_ts,
    ($2::date::timestamp at time zone 'Asia/Jakarta')
      + ((${DAY.points} - 1) * 10 + b % 10) * interval '1 second' as last_ts
  from generate_series(1, $3::int) b
), stops as (
  select t.tracker_id, t.start_ts + interval '${DAY.tripSeconds} seconds' as start_ts,
    coalesce(lead(t.start_ts) over w, b.last_ts) as end_ts,
    lead(t.start_ts) over w is not null as closed
  from trips t join bounds b using (tracker_id)
  window w as (partition by t.tracker_id order by t.start_ts)
  union all
  select b.tracker_id, b.first_ts, min(t.start_ts), true
  from bounds b join trips t using (tracker_id) group by b.tracker_id, b.first_ts
)
select tracker_id, start_ts, $4::int, kind, end_ts, closed, $5::float8, $6::float8, $5::float8,
  $6::float8, distance_m, max_speed_kmh
from (
  select tracker_id, start_ts, 'trip' as kind,
    start_ts + interval '${DAY.tripSeconds} seconds' as end_ts, true as closed,
    ${DAY.tripMetres}::float8 as distance_m, ${DAY.maxSpeedKmh}::float8 as max_speed_kmh
  from trips
  union all
  select tracker_id, start_ts, 'stop', end_ts, closed, 0, 0 from stops
) s
order by start_ts, tracker_id`;

/**
 * Adds the days `days` (YYYY-MM-DD, in order) of every bike, on `workers` connections a day at a
 * time; then rewrites the segments of `firstDay`..the last day, sets each bike's last-seen time,
 * and vacuums and analyses the tables (as autovacuum would have by then).
 */
export async function addHistory(url, { accountId, bikes, firstDay, days, workers, isAborted }) {
  const started = performance.now();
  const queue = [...days];
  let done = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, days.length) }, () =>
      withClient(url, async (c) => {
        // Bulk-load settings of this session only: the rows are consistent by construction, so the
        // foreign-key triggers are skipped (needs a superuser; otherwise only slower).
        await c.query(`set session_replication_role = replica`).catch(() => {});
        await c.query(`set work_mem = '256MB'`);
        await c.query(`set synchronous_commit = off`);
        await c.query(`set jit = off`);
        for (let day = queue.shift(); day && !isAborted(); day = queue.shift()) {
          const { rowCount } = await c.query(DAY_SQL, [
            day,
            bikes,
            accountId,
            DEPOT.lat,
            DEPOT.lon,
            M_PER_DEG_LON,
          ]);
          if (rowCount !== bikes) throw new Error(`${day}: ${rowCount} daily rows, not ${bikes}`);
          done++;
          if (done % 10 === 0 || done === days.length) {
            const s = (performance.now() - started) / 1000;
            log(
              `  ${done}/${days.length} days, ${fmt(done * bikes * DAY.points)} positions, ` +
                `${fmt(s)} s (${fmt((done * bikes * DAY.points) / s)} rows/s)`,
            );
          }
        }
      }),
    ),
  );
  if (isAborted()) throw new Error('aborted');
  const insertSeconds = (performance.now() - started) / 1000;
  const lastDay = days.at(-1);
  return withClient(url, async (c) => {
    let t = performance.now();
    await c.query('truncate tracker_segments');
    const { rowCount: segments } = await c.query(SEGMENTS_SQL, [
      firstDay,
      lastDay,
      bikes,
      accountId,
      DEPOT.lat,
      DEPOT.lon,
    ]);
    await c.query(
      `update sensors set last_online = ($1::date::timestamp at time zone 'Asia/Jakarta')
         + interval '1 day' - interval '10 seconds'
       where account_id = $2`,
      [lastDay, accountId],
    );
    const segmentSeconds = (performance.now() - t) / 1000;
    t = performance.now();
    for (const table of ['tracker_positions', 'tracker_daily', 'tracker_segments', 'sensors'])
      await c.query(`vacuum (analyze) ${table}`);
    const vacuumSeconds = (performance.now() - t) / 1000;
    const { rows } = await c.query(
      `select relname as table, pg_relation_size(oid)::float8 as heap,
         pg_indexes_size(oid)::float8 as indexes,
         (select reltuples from pg_class where oid = c.oid)::float8 as rows
       from pg_class c
       where relname in ('tracker_positions', 'tracker_segments', 'tracker_daily')
       order by relname`,
    );
    return {
      days: days.length,
      rows: days.length * bikes * DAY.points,
      insertSeconds,
      segments,
      segmentSeconds,
      vacuumSeconds,
      tables: rows.map((r) => ({
        table: r.table,
        rows: r.rows,
        heapMb: r.heap / 2 ** 20,
        indexMb: r.indexes / 2 ** 20,
      })),
    };
  });
}
