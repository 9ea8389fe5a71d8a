import { and, eq, inArray } from 'drizzle-orm';
import type { SensorKind } from '@depot/contract';
import type { Db } from '../db/client';
import { sensors } from '../db/schema';

/**
 * The device directory's rows: every device (depot sensor, tracker, smart IoT sensor, actuator)
 * is a `sensors` row holding its key hash, made and removed only here, so that each one logs in,
 * publishes and is rate-limited alike. The table's triggers tell every process (DeviceWatch).
 */
export type NewDevice = Pick<
  typeof sensors.$inferInsert,
  'sensorId' | 'accountId' | 'name' | 'kind' | 'keyHash' | 'tankId' | 'tap' | 'isMain'
>;

export async function insertDevices(db: Db, devices: NewDevice[]) {
  if (devices.length) await db.insert(sensors).values(devices);
}

/**
 * Removes these devices of this kind with everything that names them (readings, positions,
 * states and commands cascade); the rows removed.
 */
export function deleteDevices(db: Db, kind: SensorKind, sensorIds: string[]) {
  if (!sensorIds.length) return Promise.resolve([]);
  return db
    .delete(sensors)
    .where(and(eq(sensors.kind, kind), inArray(sensors.sensorId, sensorIds)))
    .returning({ sensorId: sensors.sensorId, name: sensors.name, accountId: sensors.accountId });
}
