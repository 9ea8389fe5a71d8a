import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { recordAudit, type Actor, type AuditEntry } from './audit.repository';

export interface AuditedDelete<R> extends Omit<AuditEntry, 'before' | 'after'> {
  /** Deletes the row; answers it, or nothing when there was none. */
  remove: (tx: Db) => Promise<R | undefined>;
  /** The 404 message when there was none. */
  notFound: string;
  /** What the log keeps of the deleted row (default: all of it, secrets masked). */
  before?: (row: R) => Record<string, unknown>;
}

/** Deletes one row and logs it in the same transaction: both land, or neither. */
export function auditedDelete<R extends Record<string, unknown>>(
  db: Db,
  actor: Actor,
  {
    remove,
    notFound,
    before = (row): Record<string, unknown> => ({ ...row }),
    ...entry
  }: AuditedDelete<R>,
): Promise<R> {
  return db.transaction(async (tx) => {
    const row = await remove(tx);
    if (!row) throw new HttpError(404, notFound);
    await recordAudit(tx, actor, { ...entry, before: before(row) });
    return row;
  });
}
