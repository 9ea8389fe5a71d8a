import {
  messages,
  type CreateActuatorBody,
  type CreateIotDeviceBody,
  type CreateIotSensorBody,
  type SmartIotDevice,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { deleteDevices } from '../../ingest/devices.repository';
import { HttpError, isUniqueViolation } from '../../lib/http-error';
import { hashDeviceKey, newDeviceKey } from '../../lib/secrets';
import { findRow } from '../admin';
import { recordAudit, type Actor } from '../audit';
import * as repo from './iot.hardware.repository';
import { insertActuator, insertIotDevice, insertIotSensor } from './iot.devices';

/** Adds a device to a depot owner's account (an employee or a super admin owns none). */
export async function createDevice(db: Db, actor: Actor, body: CreateIotDeviceBody) {
  const id = await db.transaction(async (tx) => {
    const accountId = await repo.ownerAccountId(tx, body.username);
    if (accountId === undefined) throw new HttpError(400, messages.iot.ownerNotFound);
    const device = {
      accountId,
      deviceName: body.device_name,
      location: body.location ?? null,
      deviceType: body.device_type,
    };
    const deviceId = await insertIotDevice(tx, device);
    await recordAudit(tx, actor, {
      action: 'iot.device.create',
      table: 'smart_iot_devices',
      targetId: deviceId,
      after: { ...body, account_id: accountId },
    });
    return deviceId;
  });
  const [row] = await findRow(db, 'smart_iot_devices', id);
  return row as SmartIotDevice;
}

/**
 * Adds a sensor or an actuator to a device with a fresh key, answered this once (only its hash is
 * stored). Its id is shared with every depot sensor, so one in use anywhere is a 409.
 */
async function addChannel(
  db: Db,
  actor: Actor,
  deviceId: number,
  id: string,
  insert: (tx: Db, accountId: number, keyHash: string) => Promise<void>,
  audit: { action: string; table: string; after: Record<string, unknown> },
) {
  const key = newDeviceKey();
  try {
    await db.transaction(async (tx) => {
      const device = await repo.deviceOwner(tx, deviceId);
      if (!device) throw new HttpError(404, messages.iot.deviceNotFound);
      if (await repo.sensorIdTaken(tx, id)) throw new HttpError(409, messages.iot.idTaken(id));
      await insert(tx, device.account_id, hashDeviceKey(key));
      await recordAudit(tx, actor, {
        action: audit.action,
        table: audit.table,
        targetId: id,
        after: { ...audit.after, device_id: deviceId, account_id: device.account_id },
      });
    });
  } catch (error) {
    // Two additions of one id at once: the second meets the primary key.
    if (isUniqueViolation(error)) throw new HttpError(409, messages.iot.idTaken(id));
    throw error;
  }
  return { id, device_key: key };
}

export const createSensor = (db: Db, actor: Actor, deviceId: number, body: CreateIotSensorBody) =>
  addChannel(
    db,
    actor,
    deviceId,
    body.sensor_id,
    (tx, accountId, keyHash) =>
      insertIotSensor(tx, {
        sensorId: body.sensor_id,
        deviceId,
        accountId,
        sensorName: body.sensor_name,
        sensorType: body.sensor_type,
        minValue: body.min_value ?? null,
        maxValue: body.max_value ?? null,
        keyHash,
      }),
    { action: 'iot.sensor.create', table: 'smart_iot_sensors', after: { ...body } },
  );

export const createActuator = (db: Db, actor: Actor, deviceId: number, body: CreateActuatorBody) =>
  addChannel(
    db,
    actor,
    deviceId,
    body.actuator_id,
    (tx, accountId, keyHash) =>
      insertActuator(tx, {
        actuatorId: body.actuator_id,
        deviceId,
        accountId,
        name: body.name,
        keyHash,
      }),
    { action: 'iot.actuator.create', table: 'smart_iot_actuators', after: { ...body } },
  );

export async function deleteDevice(db: Db, actor: Actor, deviceId: number) {
  await db.transaction(async (tx) => {
    // Locked first, so that no sensor or actuator joins it meanwhile.
    if (!(await repo.deviceOwner(tx, deviceId))) {
      throw new HttpError(404, messages.iot.deviceNotFound);
    }
    // Their `sensors` rows (keys, readings, states, commands) go first; the device's row last.
    const channels = await repo.deviceChannels(tx, deviceId);
    await deleteDevices(tx, 'iot', channels.iot);
    await deleteDevices(tx, 'actuator', channels.actuator);
    const before = await repo.deleteDevice(tx, deviceId);
    await recordAudit(tx, actor, {
      action: 'iot.device.delete',
      table: 'smart_iot_devices',
      targetId: deviceId,
      before: { ...before },
    });
  });
  return { message: messages.iot.deviceDeleted };
}

export async function deleteChannel(db: Db, actor: Actor, id: string, kind: 'iot' | 'actuator') {
  const sensor = kind === 'iot';
  await db.transaction(async (tx) => {
    const [deleted] = await deleteDevices(tx, kind, [id]);
    if (!deleted) {
      throw new HttpError(
        404,
        sensor ? messages.iot.sensorNotFound : messages.farming.actuatorNotFound,
      );
    }
    await recordAudit(tx, actor, {
      action: sensor ? 'iot.sensor.delete' : 'iot.actuator.delete',
      table: sensor ? 'smart_iot_sensors' : 'smart_iot_actuators',
      targetId: id,
      before: { name: deleted.name, account_id: deleted.accountId },
    });
  });
  return { message: sensor ? messages.iot.sensorDeleted : messages.iot.actuatorDeleted };
}
