import { messages, type AdminTracker } from '@depot/contract';
import type { Db } from '../../db/client';
import { deleteDevices, insertDevices } from '../../ingest/devices.repository';
import { HttpError, isUniqueViolation } from '../../lib/http-error';
import { hashDeviceKey, newDeviceKey } from '../../lib/secrets';
import { recordAudit, type Actor } from '../audit';
import { depotId } from '../depots';
import { statusOf } from './tracker.service';
import * as repo from './tracker.repository';

/** Every depot's trackers with their status: the super admin's device picker. */
export async function listAllTrackers(db: Db, now = new Date()): Promise<AdminTracker[]> {
  const rows = await repo.allTrackers(db);
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    status: statusOf(t.lastOnline, now),
    last_seen: t.lastSeen?.toISOString() ?? null,
    username: t.username,
    depot_name: t.depotName,
  }));
}

/** `{depot}-motor-{n}` with the smallest n no sensor uses yet (ids are shared by all depots). */
async function freeTrackerId(db: Db, depotUsername: string) {
  // Room for the suffix within the 64 characters a sensor id may have.
  const prefix = `${depotUsername.slice(0, 48)}-motor-`;
  const taken = await repo.idsStartingWith(db, prefix);
  let n = 1;
  while (taken.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

/** Concurrent additions to one depot may pick the same free id; the loser picks again. */
const GENERATED_ID_ATTEMPTS = 3;

/**
 * Adds a tracker to a depot with a fresh key, returned once (only its hash is stored, as for
 * every device key). An id the super admin chose and another device has is a 409.
 */
export async function createTracker(
  db: Db,
  actor: Actor,
  body: { username: string; name: string; id?: string },
) {
  const accountId = await depotId(db, body.username, messages.tracker.depotNotFound);
  const depot = await repo.depotOf(db, accountId);
  const depotUsername = depot?.username ?? body.username;
  const key = newDeviceKey();
  for (let attempt = 1; ; attempt++) {
    const id = body.id ?? (await freeTrackerId(db, depotUsername));
    try {
      await db.transaction(async (tx) => {
        await insertDevices(tx, [
          { sensorId: id, accountId, name: body.name, kind: 'gps', keyHash: hashDeviceKey(key) },
        ]);
        await recordAudit(tx, actor, {
          action: 'tracker.create',
          table: 'sensors',
          targetId: id,
          after: { sensor_id: id, name: body.name, kind: 'gps', account_id: accountId },
        });
      });
      return { id, name: body.name, username: depotUsername, key };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (body.id !== undefined || attempt >= GENERATED_ID_ATTEMPTS) {
        throw new HttpError(409, messages.tracker.trackerTaken(id));
      }
    }
  }
}

export async function deleteTracker(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Its history goes with it (the foreign keys cascade).
    const [deleted] = await deleteDevices(tx, 'gps', [id]);
    if (!deleted) throw new HttpError(404, messages.tracker.trackerNotFound);
    await recordAudit(tx, actor, {
      action: 'tracker.delete',
      table: 'sensors',
      targetId: id,
      before: { sensor_id: id, name: deleted.name, account_id: deleted.accountId },
    });
  });
}
