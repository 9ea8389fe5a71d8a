import { messages } from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { SessionAccount } from '../auth';
import { canAccessDepot, depotId } from '../depots';

export interface StreamScope {
  /** The depot's account id; null for a super admin who named none. */
  depotId: number | null;
  /** The depot's username as the stream was opened, to check the caller against later. */
  depotName: string | null;
}

/**
 * Which depot a stream watches. A named depot is checked as a `{username}` path is (403 for
 * another's, 404 for none); without a name an owner or employee watches their own depot, and a
 * super admin none: the super-admin screens have no live data yet.
 */
export async function streamScope(
  db: Db,
  caller: SessionAccount,
  username: string | undefined,
): Promise<StreamScope> {
  if (username !== undefined && !canAccessDepot(caller, username)) {
    throw new HttpError(403, messages.api.forbidden);
  }
  const depotName = username ?? (caller.isSuperAdmin ? null : caller.depotUsername);
  return { depotId: depotName === null ? null : await depotId(db, depotName), depotName };
}

/** Whether a caller, checked again later, may still watch what the stream was opened on. */
export const stillInScope = (caller: SessionAccount, scope: StreamScope) =>
  scope.depotName === null ? caller.isSuperAdmin : canAccessDepot(caller, scope.depotName);
