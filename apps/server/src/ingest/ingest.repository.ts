import type { RawQuery } from '../db/client';
import { markDepotsOnline } from '../modules/auth';
import { writeActuatorStates } from '../modules/farming';
import { writeIotReadings } from '../modules/iot';
import { writePositions } from '../modules/tracker';
import type { Refusals } from './ingest-queue';
import type { Reading } from './readings';

type Of<K extends Reading['kind']> = Extract<Reading, { kind: K }>;

const json = (rows: unknown[]) => JSON.stringify(rows);

export interface BatchWritten {
  /** Readings refused by a check that needs stored state (a tracker's duplicate or jump). */
  refusals: Refusals;
  /** Depots given a notification while writing (a geofence crossed). */
  notified: { accountId: number; kind: string }[];
}

/**
 * Writes one batch: every statement takes the whole batch as one JSON parameter, so a batch of
 * any size is a handful of statements. A repeated (sensor, seq) is skipped, and the daily rollup
 * counts only the gallons actually inserted. Trackers' fixes go through their engine
 * (modules/tracker), which may refuse some; smart IoT readings and actuator states are written
 * by their modules.
 */
export async function writeBatch(
  query: RawQuery,
  readings: Reading[],
  seenSensorIds: string[],
  now: Date,
): Promise<BatchWritten> {
  const level = readings.filter((r): r is Of<'level'> => r.kind === 'level');
  const flow = readings.filter((r): r is Of<'flow'> => r.kind === 'flow');
  const quality = readings.filter((r): r is Of<'quality'> => r.kind === 'quality');
  const positions = readings.filter((r): r is Of<'position'> => r.kind === 'position');

  if (level.length) {
    await query(
      `insert into tank_level (account_id, tank_id, sensor_id, ts, seq, water_level_cm, volume)
       select r.account_id, r.tank_id, r.sensor_id, r.ts, r.seq, r.water_level_cm, r.volume
       from jsonb_to_recordset($1::jsonb) as r(account_id int, tank_id int, sensor_id text,
         ts timestamptz, seq bigint, water_level_cm float8, volume float8)
       on conflict (sensor_id, seq) where seq is not null do nothing`,
      [
        json(
          level.map((r) => ({
            account_id: r.accountId,
            tank_id: r.tankId,
            sensor_id: r.sensorId,
            ts: r.ts,
            seq: r.seq,
            water_level_cm: r.waterLevelCm,
            volume: r.volume,
          })),
        ),
      ],
    );
  }
  if (flow.length) {
    await query(
      `with inserted as (
         insert into water_usage (account_id, sensor_id, tap, ts, seq, volume_l)
         select r.account_id, r.sensor_id, r.tap, r.ts, r.seq, r.volume_l
         from jsonb_to_recordset($1::jsonb) as r(account_id int, sensor_id text, tap text,
           ts timestamptz, seq bigint, volume_l float8)
         on conflict (sensor_id, seq) where seq is not null do nothing
         returning account_id, tap, ts, volume_l, gallons)
       insert into usage_daily (account_id, day, tap, gallons, volume_l)
       select account_id, (ts at time zone 'Asia/Jakarta')::date, tap, sum(gallons), sum(volume_l)
       from inserted group by 1, 2, 3 order by 1, 2, 3
       on conflict (account_id, day, tap) do update
         set gallons = usage_daily.gallons + excluded.gallons,
             volume_l = usage_daily.volume_l + excluded.volume_l`,
      [
        json(
          flow.map((r) => ({
            account_id: r.accountId,
            sensor_id: r.sensorId,
            tap: r.tap,
            ts: r.ts,
            seq: r.seq,
            volume_l: r.volumeL,
          })),
        ),
      ],
    );
  }
  if (quality.length) {
    await query(
      `insert into water_quality (account_id, sensor_id, ts, seq, temperature, ph, tds, salinity, turbidity)
       select r.account_id, r.sensor_id, r.ts, r.seq, r.temperature, r.ph, r.tds, r.salinity, r.turbidity
       from jsonb_to_recordset($1::jsonb) as r(account_id int, sensor_id text, ts timestamptz,
         seq bigint, temperature float8, ph float8, tds float8, salinity float8, turbidity float8)
       on conflict (sensor_id, seq) where seq is not null do nothing`,
      [
        json(
          quality.map((r) => ({
            account_id: r.accountId,
            sensor_id: r.sensorId,
            ts: r.ts,
            seq: r.seq,
            temperature: r.temperature,
            ph: r.ph,
            tds: r.tds,
            salinity: r.salinity,
            turbidity: r.turbidity,
          })),
        ),
      ],
    );
  }
  const written = await writePositions(query, positions, now);
  const iot = readings.filter((r): r is Of<'iot'> => r.kind === 'iot');
  const states = readings.filter((r): r is Of<'actuator'> => r.kind === 'actuator');
  await writeIotReadings(query, iot, seenSensorIds, now);
  await writeActuatorStates(query, states, now);
  if (seenSensorIds.length) {
    // Rows are locked in id order so that concurrent writers cannot deadlock.
    const depots = await query<{ account_id: number }>(
      `with seen as (
         select s.sensor_id, s.account_id from sensors s
         where s.sensor_id in (select jsonb_array_elements_text($1::jsonb))
         order by s.sensor_id for update),
       touched as (
         update sensors set last_online = greatest(sensors.last_online, $2::timestamptz)
         from seen where sensors.sensor_id = seen.sensor_id
         returning sensors.account_id)
       select distinct account_id from touched order by account_id`,
      [json(seenSensorIds), now],
    );
    await markDepotsOnline(
      query,
      depots.map((d) => d.account_id),
      now,
    );
  }
  return { refusals: written.refusals, notified: written.notified };
}

/**
 * The key hash of each of these sensors that may send: it exists and its depot is not switched
 * off. Read without a lock (the batch's own row locks come later, in id order); a sensor
 * deleted in the instant between is kept out by the readings' foreign keys.
 */
export async function liveDeviceKeys(query: RawQuery, sensorIds: string[]) {
  if (!sensorIds.length) return new Map<string, string>();
  const rows = await query<{ sensor_id: string; key_hash: string }>(
    `select s.sensor_id, s.key_hash from sensors s join accounts a on a.id = s.account_id
     where s.sensor_id in (select jsonb_array_elements_text($1::jsonb)) and a.disabled_at is null`,
    [json(sensorIds)],
  );
  return new Map(rows.map((r) => [r.sensor_id, r.key_hash]));
}
