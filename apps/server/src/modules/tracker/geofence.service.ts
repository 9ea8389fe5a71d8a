import {
  GEOFENCE_MAX_VERTICES,
  messages,
  type CreateGeofenceRequest,
  type Geofence,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { depotId } from '../depots';
import { normalizeRing, selfIntersects } from './polygon-check';
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
export async function createGeofence(db: Db, body: CreateGeofenceRequest): Promise<Geofence> {
  const accountId = await depotId(db, body.username, messages.tracker.depotNotFound);
  const ring = normalizeRing(body.coordinates);
  if (ring.length < 3) {
    throw new HttpError(400, messages.tracker.geofenceVertices(GEOFENCE_MAX_VERTICES));
  }
  if (selfIntersects(ring)) throw new HttpError(400, messages.tracker.geofenceSelfIntersects);
  const [saved, depot] = await Promise.all([
    repo.insertGeofence(db, { accountId, name: body.name, coordinates: ring }),
    repo.depotOf(db, accountId),
  ]);
  return shown(saved, depot?.username ?? body.username);
}

export async function deleteGeofence(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteGeofence(db, id))) {
    throw new HttpError(404, messages.tracker.geofenceNotFound);
  }
}
