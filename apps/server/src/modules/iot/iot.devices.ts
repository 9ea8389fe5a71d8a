import type { IotDeviceType, SmartIotSensorType } from '@depot/contract';
import type { Db } from '../../db/client';
import { smartIotDevices, smartIotSensors } from '../../db/schema';
import { insertDevices } from '../../ingest/devices.repository';
import { addActuator } from '../farming';

/**
 * Registering smart IoT hardware. A sensor or an actuator is also a `sensors` row (kind `iot` or
 * `actuator`) holding its key hash, so it logs in, publishes and is rate-limited like any device.
 * Callers run these in a transaction and check the owner and ids first.
 */
export async function insertIotDevice(
  db: Db,
  device: {
    accountId: number;
    deviceName: string;
    location: string | null;
    deviceType: IotDeviceType;
  },
): Promise<number> {
  const [row] = await db
    .insert(smartIotDevices)
    .values(device)
    .returning({ id: smartIotDevices.id });
  if (!row) throw new Error('device insert returned no row');
  return row.id;
}

export async function insertIotSensor(
  db: Db,
  sensor: {
    sensorId: string;
    deviceId: number;
    accountId: number;
    sensorName: string;
    sensorType: SmartIotSensorType;
    minValue: number | null;
    maxValue: number | null;
    keyHash: string;
  },
) {
  const { keyHash, ...rest } = sensor;
  await insertKeyRow(db, 'iot', sensor.sensorId, sensor.accountId, sensor.sensorName, keyHash);
  await db.insert(smartIotSensors).values(rest);
}

export async function insertActuator(
  db: Db,
  actuator: {
    actuatorId: string;
    deviceId: number;
    accountId: number;
    name: string;
    keyHash: string;
  },
) {
  const { keyHash, ...rest } = actuator;
  await insertKeyRow(
    db,
    'actuator',
    actuator.actuatorId,
    actuator.accountId,
    actuator.name,
    keyHash,
  );
  await addActuator(db, rest);
}

/** The `sensors` row that holds a sensor's or an actuator's key. */
function insertKeyRow(
  db: Db,
  kind: 'iot' | 'actuator',
  sensorId: string,
  accountId: number,
  name: string,
  keyHash: string,
) {
  return insertDevices(db, [{ sensorId, accountId, name, kind, keyHash }]);
}
