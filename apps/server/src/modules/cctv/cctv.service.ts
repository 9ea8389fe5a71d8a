import { CCTV_CAMERAS, cctvSourceWarning, type CctvCamera, type CctvUpdate } from '@depot/contract';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import type { SessionAccount } from '../auth';
import { depotId, isEmployee } from '../depots';
import * as repo from './cctv.repository';

/** Every camera of the depot, labelled, with its source or null, and whether the caller may set them. */
export async function cameras(db: Db, caller: SessionAccount, username: string) {
  const sources = new Map(
    (await repo.listSources(db, await depotId(db, username))).map((row) => [row.slot, row.url]),
  );
  const data: CctvCamera[] = CCTV_CAMERAS.map(({ slot, label }) => ({
    slot,
    label,
    url: sources.get(slot) ?? null,
  }));
  return { success: true as const, data, can_edit: !isEmployee(caller) };
}

/**
 * Sets or clears one camera's source. The owner's own change is theirs to make; a super admin
 * changing a depot's camera leaves an audit entry. A source on a private address is kept, with a
 * warning that it plays only inside that network.
 */
export async function setSource(
  db: Db,
  caller: SessionAccount,
  username: string,
  { slot, url }: CctvUpdate,
) {
  const accountId = await depotId(db, username);
  await db.transaction(async (tx) => {
    const before = await repo.findSource(tx, accountId, slot);
    if (url === null) await repo.deleteSource(tx, accountId, slot);
    else await repo.upsertSource(tx, accountId, slot, url);
    if (caller.isSuperAdmin) {
      await recordAudit(tx, caller, {
        action: 'cctv.update',
        table: 'cctv_cameras',
        targetId: `${accountId}:${slot}`,
        before: { url: before },
        after: { url },
      });
    }
  });
  const warning = url === null ? undefined : cctvSourceWarning(url);
  return { ...(await cameras(db, caller, username)), ...(warning && { message: warning }) };
}
