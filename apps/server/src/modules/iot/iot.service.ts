import {
  messages,
  type LatestSensorReading,
  type SensorReading,
  type SensorReadingsQuery,
  type SmartIotSensor,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { findRow } from '../admin';
import * as repo from './iot.repository';
import { bucketMinutes, periodOf, ROLLUP_MINUTES } from './readings-plan';

const HOUR = 3_600_000;

/** Every sensor's newest reading (null for one that never sent). */
export const latestReadings = (db: Db): Promise<LatestSensorReading[]> => repo.latestReadings(db);

/** `[sensor]`, or 404: a depot sensor that is not a smart IoT sensor is not found either. */
export async function sensorById(db: Db, sensorId: string): Promise<SmartIotSensor[]> {
  const rows = await findRow(db, 'smart_iot_sensors', sensorId);
  if (rows.length === 0) throw new HttpError(404, messages.iot.sensorNotFound);
  return rows as SmartIotSensor[];
}

export interface ReadingsAnswer {
  points: SensorReading[];
  /** The width of an averaged point's bucket; null for raw readings. */
  bucketMinutes: number | null;
}

/**
 * A sensor's readings over a period, newest first: the raw readings when the period holds at most
 * `_limit` of them (or `_raw` asks for the newest ones), else at most `_limit` bucket averages.
 * The count comes from the hourly rollup, so a year of readings costs what a day does.
 */
export async function sensorReadings(
  db: Db,
  sensorId: string,
  query: SensorReadingsQuery,
  now = new Date(),
): Promise<ReadingsAnswer> {
  await sensorById(db, sensorId);
  const period = periodOf(query, now);
  const limit = query._limit;
  const raw = async () => ({
    points: await repo.rawReadings(db, sensorId, period, limit),
    bucketMinutes: null,
  });
  if (query._raw === 'true') return raw();
  const extent = await repo.periodExtent(db, sensorId, period);
  if (extent.n <= limit || !extent.first || !extent.last) return raw();
  // Buckets span the hours that hold readings, so a sparse period gets finer points.
  const from = new Date(Math.max(period.from?.getTime() ?? 0, extent.first.getTime()));
  const to = new Date(Math.min(period.to?.getTime() ?? Infinity, extent.last.getTime() + HOUR));
  const minutes = bucketMinutes(from, to, limit);
  const points =
    minutes < ROLLUP_MINUTES
      ? await repo.bucketsFromReadings(db, sensorId, period, minutes)
      : await repo.bucketsFromHours(db, sensorId, period, minutes);
  return { points, bucketMinutes: minutes };
}
