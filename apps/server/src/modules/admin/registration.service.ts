import { messages, type ApproveResponse, type PendingRegistration } from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError, isUniqueViolation } from '../../lib/http-error';
import { hashDeviceKey, newDeviceKey } from '../../lib/secrets';
import { recordAudit, type Actor } from '../audit';
import {
  assertAvailable,
  deletePending,
  listPending as pendingRows,
  lockPending,
  rememberRejection,
  type PendingRow,
} from '../auth';
import { insertDepot } from './depot.service';

/** What was asked for, without the password hash. */
const requested = (p: PendingRow) => ({
  username: p.username,
  depot_name: p.depotName,
  address: p.address,
  tank_name: p.tankName,
  capacity: p.capacity,
  height_cm: p.heightCm,
  requested_at: p.requestedAt.toISOString(),
  whatsapp: p.whatsapp,
  package: p.package,
});

export async function listPending(db: Db): Promise<PendingRegistration[]> {
  const rows = await pendingRows(db);
  return rows.map((p) => ({ id: p.id, ...requested(p), sensors: p.sensors }));
}

/** The request as the audit log keeps it: its sensors by id. */
function requestRecord(p: PendingRow) {
  return { ...requested(p), sensors: p.sensors.map((s) => s.sensor_id) };
}

/** Turns a request into an account, tank and sensors in one transaction; keys are shown once. */
export async function approve(db: Db, actor: Actor, id: number): Promise<ApproveResponse> {
  try {
    return await db.transaction(async (tx) => {
      const pending = await lockPending(tx, id);
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
      const accountId = await insertDepot(tx, {
        username: pending.username,
        passwordHash: pending.passwordHash,
        depotName: pending.depotName,
        address: pending.address,
        phone: pending.whatsapp,
        tank: { name: pending.tankName, capacity: pending.capacity, heightCm: pending.heightCm },
        sensors,
      });
      await closeRequest(tx, actor, pending, 'registration.approve', {
        account_id: accountId,
        username: pending.username,
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
    const pending = await lockPending(tx, id);
    if (!pending) throw new HttpError(404, messages.admin.pendingNotFound);
    await closeRequest(tx, actor, pending, 'registration.reject', null);
    await rememberRejection(tx, pending);
  });
}

/** Removes an approved or rejected request and records what became of it. */
async function closeRequest(
  tx: Db,
  actor: Actor,
  pending: PendingRow,
  action: 'registration.approve' | 'registration.reject',
  after: Record<string, unknown> | null,
) {
  await deletePending(tx, pending.id);
  await recordAudit(tx, actor, {
    action,
    table: 'pending_registrations',
    targetId: pending.id,
    before: requestRecord(pending),
    after,
  });
}
