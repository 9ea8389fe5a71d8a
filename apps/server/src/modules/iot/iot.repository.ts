import type { SensorReading } from '@depot/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { Period } from './readings-plan';

/** A moment as ISO-8601 in UTC, the same text from both database drivers. */
const iso = (moment: SQL) =>
  sql`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const within = (column: SQL, p: Period) =>
  sql`${p.from ? sql`and ${column} >= ${p.from}` : sql``} ${p.to ? sql`and ${column} < ${p.to}` : sql``}`;

/** Every smart IoT sensor's newest reading, kept at ingest (no scan of the readings). */
export const latestReadings = (db: Db) =>
  queryRows<{ sensor_id: string; latest_value: number | null; latest_timestamp: string | null }>(
    db,
    sql`select sensor_id, latest_value, ${iso(sql`latest_at`)} as latest_timestamp
        from smart_iot_sensors order by sensor_id`,
  );

/** How many readings a period holds and the hours it spans: from the hourly rollup alone. */
export async function periodExtent(db: Db, sensorId: string, period: Period) {
  const [row] = await queryRows<{
    n: number;
    first: Date | string | null;
    last: Date | string | null;
  }>(
    db,
    sql`select coalesce(sum(n), 0)::int as n, min(hour) as first, max(hour) as last
        from smart_iot_hourly where sensor_id = ${sensorId} ${within(sql`hour`, period)}`,
  );
  const date = (v: Date | string | null | undefined) => (v == null ? null : new Date(v));
  return { n: row?.n ?? 0, first: date(row?.first), last: date(row?.last) };
}

/** The period's newest readings as they were sent. */
export const rawReadings = (db: Db, sensorId: string, period: Period, limit: number) =>
  queryRows<SensorReading>(
    db,
    sql`select ${iso(sql`ts`)} as timestamp, value from smart_iot_readings
        where sensor_id = ${sensorId} ${within(sql`ts`, period)}
        order by ts desc limit ${limit}`,
  );

/** Buckets `minutes` wide aligned on WIB midnight, from the same origin as `bucketStart` (1 Jan 1970 WIB), so both count the same buckets. */
const bucketOf = (column: SQL, minutes: number) =>
  sql`date_bin(${minutes} * interval '1 minute', ${column}, timestamptz '1970-01-01T00:00:00+07:00')`;

/** Averages of the period's readings per bucket, newest first, from the readings themselves. */
export const bucketsFromReadings = (db: Db, sensorId: string, period: Period, minutes: number) =>
  queryRows<Required<SensorReading>>(
    db,
    sql`select ${iso(sql`b`)} as timestamp, value, count, min, max from (
          select ${bucketOf(sql`ts`, minutes)} as b, avg(value) as value,
                 count(*)::int as count, min(value) as min, max(value) as max
          from smart_iot_readings where sensor_id = ${sensorId} ${within(sql`ts`, period)}
          group by 1) g
        order by b desc`,
  );

/** The same from the hourly rollup, for buckets of whole hours. */
export const bucketsFromHours = (db: Db, sensorId: string, period: Period, minutes: number) =>
  queryRows<Required<SensorReading>>(
    db,
    sql`select ${iso(sql`b`)} as timestamp, value, count, min, max from (
          select ${bucketOf(sql`hour`, minutes)} as b, sum(sum) / sum(n) as value,
                 sum(n)::int as count, min(min) as min, max(max) as max
          from smart_iot_hourly where sensor_id = ${sensorId} ${within(sql`hour`, period)}
          group by 1) g
        order by b desc`,
  );
