import type { RawQuery } from '../../db/client';
import { json, readingRows, type ReadingKeys } from '../../db/json-rows';

export interface IotReadingInput extends ReadingKeys {
  value: number;
}

/**
 * Stores smart IoT readings in one statement: a repeated (sensor, seq) is skipped, and only the
 * readings actually inserted count in the hourly rollup the charts read. Answers each sensor's
 * newest inserted reading.
 */
async function insertReadings(query: RawQuery, readings: IotReadingInput[]) {
  if (!readings.length) return [];
  return query<{ sensor_id: string; ts: string; value: number }>(
    `with inserted as (
       insert into smart_iot_readings (account_id, sensor_id, ts, seq, value)
       select r.account_id, r.sensor_id, r.ts, r.seq, r.value
       from jsonb_to_recordset($1::jsonb) as r(account_id int, sensor_id text, ts timestamptz,
         seq bigint, value float8)
       on conflict (sensor_id, seq) where seq is not null do nothing
       returning sensor_id, ts, value),
     hourly as (
       insert into smart_iot_hourly (sensor_id, hour, n, sum, min, max)
       select sensor_id, date_trunc('hour', ts, 'UTC'), count(*), sum(value), min(value), max(value)
       from inserted group by 1, 2 order by 1, 2
       on conflict (sensor_id, hour) do update
         set n = smart_iot_hourly.n + excluded.n,
             sum = smart_iot_hourly.sum + excluded.sum,
             min = least(smart_iot_hourly.min, excluded.min),
             max = greatest(smart_iot_hourly.max, excluded.max))
     select distinct on (sensor_id) sensor_id, ts, value from inserted order by sensor_id, ts desc`,
    [readingRows(readings, (r) => ({ value: r.value }))],
  );
}

/**
 * Writes a batch's smart IoT readings, keeps each sensor's latest value (by reading time) and
 * marks the sensors and actuators that sent anything, and their devices, as active now. Rows are
 * locked in key order so that concurrent writers cannot deadlock.
 */
export async function writeIotReadings(
  query: RawQuery,
  readings: IotReadingInput[],
  seenIds: string[],
  now: Date,
) {
  const newest = await insertReadings(query, readings);
  if (!seenIds.length) return;
  await query(
    `with newest as (
       select * from jsonb_to_recordset($1::jsonb) as n(sensor_id text, ts timestamptz, value float8)),
     seen as (
       select sensor_id from smart_iot_sensors
       where sensor_id in (select jsonb_array_elements_text($2::jsonb))
       order by sensor_id for no key update),
     sensors_touched as (
       update smart_iot_sensors s
       set last_active_at = greatest(s.last_active_at, $3::timestamptz),
           latest_value = case when s.latest_at is null or s.latest_at <= n.ts
             then n.value else s.latest_value end,
           latest_at = case when s.latest_at is null or s.latest_at <= n.ts
             then n.ts else s.latest_at end
       from seen left join newest n on n.sensor_id = seen.sensor_id
       where s.sensor_id = seen.sensor_id
       returning s.device_id),
     actuators_seen as (
       select device_id from smart_iot_actuators
       where actuator_id in (select jsonb_array_elements_text($2::jsonb))),
     devices as (
       select id from smart_iot_devices
       where id in (select device_id from sensors_touched union select device_id from actuators_seen)
       order by id for no key update)
     update smart_iot_devices d set last_online_at = greatest(d.last_online_at, $3::timestamptz)
     from devices where d.id = devices.id`,
    [json(newest), json(seenIds), now],
  );
}
