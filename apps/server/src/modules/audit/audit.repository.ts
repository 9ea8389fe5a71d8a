import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** The super admin making a change. */
export interface Actor {
  id: number;
  username: string;
}

export interface AuditEntry {
  /** What was done, e.g. `table.update`, `account.rename`, `webgis.update`. */
  action: string;
  /** The table the change landed in (its master-data name, e.g. `accounts`). */
  table: string;
  targetId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Column names whose values never enter the log: passwords, hashes, keys, tokens. */
const SECRET = /pass|hash|key|secret|token|jti/i;

/** The row as the log keeps it: secrets named but not their values. */
export function withoutSecrets(
  row: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null {
  if (!row) return null;
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [column, SECRET.test(column) ? '***' : value]),
  );
}

/**
 * Writes one entry. Call it with the transaction that makes the change, so the change and its
 * entry land together or not at all.
 */
export async function recordAudit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorUsername: actor.username,
    action: entry.action,
    targetTable: entry.table,
    targetId: String(entry.targetId),
    before: withoutSecrets(entry.before),
    after: withoutSecrets(entry.after),
  });
}
