import { messages, type ProfileUpdate } from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { updateAccount, type SessionAccount } from '../auth';
import { setLowStockPct } from '../depots';
import { syncAccountDepot } from '../webgis';
import * as repo from './profile.repository';

export async function getProfile(db: Db, username: string) {
  const found = await repo.findProfile(db, username);
  if (!found) throw new HttpError(404, messages.profile.notFound);
  const { depotId: _depotId, ...profile } = found;
  return profile;
}

/**
 * Saves a depot's details, its thresholds (read by the alert checks on each reading) and its
 * point on the public map, all in one transaction. A super admin's edit of another depot is audited.
 */
export async function updateProfile(
  db: Db,
  actor: SessionAccount,
  username: string,
  update: ProfileUpdate,
) {
  const before = await repo.findProfile(db, username);
  if (!before) throw new HttpError(404, messages.profile.notFound);
  // An employee's profile shows their employer's depot, which only its owner's name edits.
  if (before.employee_of !== null) throw new HttpError(403, messages.api.ownerOnly);
  await db.transaction(async (tx) => {
    await updateAccount(tx, before.depotId, {
      depotName: update.depot_name,
      address: update.address,
      phone: update.phone,
      openingHours: update.opening_hours,
      latitude: update.latitude,
      longitude: update.longitude,
      showOnPublicMap: update.show_on_public_map,
    });
    for (const tank of update.tanks) {
      if (!(await setLowStockPct(tx, before.depotId, tank.id, tank.low_stock_pct))) {
        throw new HttpError(400, messages.profile.unknownTank);
      }
    }
    const { latitude, longitude } = update;
    await syncAccountDepot(
      tx,
      before.depotId,
      update.show_on_public_map && latitude !== null && longitude !== null
        ? {
            name: update.depot_name,
            address: update.address,
            phone: update.phone,
            openingHours: update.opening_hours,
            latitude,
            longitude,
          }
        : null,
    );
    if (actor.id !== before.depotId) {
      const { depotId: _depotId, ...beforeRow } = before;
      await recordAudit(tx, actor, {
        action: 'profile.update',
        table: 'accounts',
        targetId: before.depotId,
        before: beforeRow,
        after: update,
      });
    }
  });
  return getProfile(db, username);
}
