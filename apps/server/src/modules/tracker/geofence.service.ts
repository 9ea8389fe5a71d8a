import {
  GEOFENCE_MAX_VERTICES,
  GEOFENCE_MIN_AREA_M2,
  messages,
  type CreateGeofenceRequest,
  type Geofence,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { recordAudit, type Actor } from '../audit';
import { depotId } from '../depots';
import { normalizeRing, ringAreaM2, selfIntersects } from './polygon-check';
import * as repo from './tracker.repository';

/** A geofence as the spec sends it: its vertices as JSON text of [latitude, longitude] pairs. */
const shown = (
  row: { id: number; name: string; coordinates: [number, number][] },
  username: string,
): Geofence => ({
  id: row.id,
  name: row.name,
  coordinates: JSON.stringify(row.coordinates),
  username,
});

export async function listGeofences(db: Db, username: string): Promise<Geofence[]> {
  const accountId = await depotId(db, username, messages.tracker.depotNotFound);
  const [depot, rows] = await Promise.all([
    repo.depotOf(db, accountId),
    repo.geofencesOf(db, accountId),
  ]);
  return rows.map((r) => shown(r, depot?.username ?? username));
}

/** Saves a simple polygon for a depot; a ring that crosses or folds over itself is refused. */
export async function createGeofence(
  db: Db,
  actor: Actor,
  body: CreateGeofenceRequest,
): Promise<Geofence> {
  const accountId = await depotId(db, body.username, messages.tracker.depotNotFound);
  const ring = normalizeRing(body.coordinates);
  if (ring.length < 3) {
    throw new HttpError(400, messages.tracker.geofenceVertices(GEOFENCE_MAX_VERTICES));
  }
  if (selfIntersects(ring)) throw new HttpError(400, messages.tracker.geofenceSelfIntersects);
  if (ringAreaM2(ring) < GEOFENCE_MIN_AREA_M2) {
    throw new HttpError(400, messages.tracker.geofenceTooSmall(GEOFENCE_MIN_AREA_M2));
  }
  const saved = await db.transaction(async (tx) => {
    const row = await repo.insertGeofence(tx, { accountId, name: body.name, coordinates: ring });
    await recordAudit(tx, actor, {
      action: 'geofence.create',
      table: 'geofences',
      targetId: row.id,
      after: { account_id: accountId, name: row.name, coordinates: row.coordinates },
    });
    return row;
  });
  const depot = await repo.depotOf(db, accountId);
  return shown(saved, depot?.username ?? body.username);
}

export async function deleteGeofence(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.deleteGeofence(tx, id);
    if (!row) throw new HttpError(404, messages.tracker.geofenceNotFound);
    await recordAudit(tx, actor, {
      action: 'geofence.delete',
      table: 'geofences',
      targetId: id,
      before: { account_id: row.accountId, name: row.name, coordinates: row.coordinates },
    });
  });
}
