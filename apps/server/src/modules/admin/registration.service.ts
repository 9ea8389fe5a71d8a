import {
  messages,
  type ApproveResponse,
  type OptionalSensorKind,
  type PendingRegistration,
  type PendingSensor,
  type RegistrationData,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError, isUniqueViolation } from '../../lib/http-error';
import { hashDeviceKey, hashPassword, newDeviceKey } from '../../lib/secrets';
import { recordAudit, type Actor } from '../audit';
import * as repo from './registration.repository';

const SENSOR_OF_KIND: Record<OptionalSensorKind, Pick<PendingSensor, 'kind' | 'tap'>> = {
  flow_a: { kind: 'flow', tap: 'A' },
  flow_b: { kind: 'flow', tap: 'B' },
  flow_c: { kind: 'flow', tap: 'C' },
  quality: { kind: 'quality', tap: null },
  other: { kind: 'other', tap: null },
};

export function sensorsOf(r: RegistrationData): PendingSensor[] {
  return [
    {
      sensor_id: r.sensor_id_main,
      nama_sensor: r.sensor_name_main,
      is_main: true,
      kind: 'level',
      tap: null,
    },
    ...r.optional_sensors.map((s) => ({
      sensor_id: s.id,
      nama_sensor: s.name,
      is_main: false,
      ...SENSOR_OF_KIND[s.kind],
    })),
  ];
}

async function assertAvailable(
  db: Db,
  username: string,
  sensorIds: string[],
  includePending: boolean,
) {
  if (await repo.usernameTaken(db, username, { includePending })) {
    throw new HttpError(409, messages.register.usernameTaken(username));
  }
  const takenId = await repo.firstSensorIdTaken(db, sensorIds, { includePending });
  if (takenId) throw new HttpError(409, messages.register.sensorTaken(takenId));
}

export async function requestRegistration(db: Db, r: RegistrationData): Promise<void> {
  const sensors = sensorsOf(r);
  await assertAvailable(
    db,
    r.username,
    sensors.map((s) => s.sensor_id),
    true,
  );
  try {
    await repo.insertPending(db, {
      username: r.username,
      passwordHash: await hashPassword(r.password),
      depotName: r.depot_name,
      address: r.address,
      tankName: r.tank_name,
      capacity: r.capacity,
      heightCm: r.height_cm,
      sensors,
    });
  } catch (error) {
    // Two requests for one username at once: the unique index lets one through.
    if (isUniqueViolation(error))
      throw new HttpError(409, messages.register.usernameTaken(r.username));
    throw error;
  }
}

export async function listPending(db: Db): Promise<PendingRegistration[]> {
  const rows = await repo.listPending(db);
  return rows.map((p) => ({
    id: p.id,
    username: p.username,
    depot_name: p.depotName,
    address: p.address,
    tank_name: p.tankName,
    capacity: p.capacity,
    height_cm: p.heightCm,
    requested_at: p.requestedAt.toISOString(),
    sensors: p.sensors,
  }));
}

/** Turns a request into an account, tank and sensors in one transaction; keys are shown once. */
/** The request as the audit log keeps it: what was asked for, without the password hash. */
function requestRecord(p: NonNullable<Awaited<ReturnType<typeof repo.lockPending>>>) {
  return {
    username: p.username,
    depot_name: p.depotName,
    address: p.address,
    tank_name: p.tankName,
    capacity: p.capacity,
    height_cm: p.heightCm,
    sensors: p.sensors.map((s) => s.sensor_id),
    requested_at: p.requestedAt.toISOString(),
  };
}

export async function approve(db: Db, actor: Actor, id: number): Promise<ApproveResponse> {
  try {
    return await db.transaction(async (tx) => {
      const pending = await repo.lockPending(tx, id);
      if (!pending) throw new HttpError(404, messages.admin.pendingNotFound);
      await assertAvailable(
        tx,
        pending.username,
        pending.sensors.map((s) => s.sensor_id),
        false,
      );
      const deviceKeys: Record<string, string> = {};
      const sensors = pending.sensors.map((s) => {
        const key = newDeviceKey();
        deviceKeys[s.sensor_id] = key;
        return { ...s, keyHash: hashDeviceKey(key) };
      });
      const accountId = await repo.insertDepot(tx, {
        username: pending.username,
        passwordHash: pending.passwordHash,
        depotName: pending.depotName,
        address: pending.address,
        tank: { name: pending.tankName, capacity: pending.capacity, heightCm: pending.heightCm },
        sensors,
      });
      await repo.deletePending(tx, id);
      await recordAudit(tx, actor, {
        action: 'registration.approve',
        table: 'pending_registrations',
        targetId: id,
        before: requestRecord(pending),
        after: { account_id: accountId, username: pending.username },
      });
      return { message: messages.admin.approved(pending.username), device_keys: deviceKeys };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, messages.admin.approveFailed);
    throw error;
  }
}

export async function reject(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const pending = await repo.lockPending(tx, id);
    if (!pending) throw new HttpError(404, messages.admin.pendingNotFound);
    await repo.deletePending(tx, id);
    await recordAudit(tx, actor, {
      action: 'registration.reject',
      table: 'pending_registrations',
      targetId: id,
      before: requestRecord(pending),
      after: null,
    });
  });
}
