import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';

const columns = {
  id: accounts.id,
  username: accounts.username,
  name: sql<string>`coalesce(${accounts.name}, ${accounts.username})`,
  disabled: sql<boolean>`${accounts.disabledAt} is not null`,
  createdAt: accounts.createdAt,
};

export type EmployeeRow = Awaited<ReturnType<typeof listEmployees>>[number];

export function listEmployees(db: Db, employerId: number) {
  return db
    .select(columns)
    .from(accounts)
    .where(eq(accounts.employerId, employerId))
    .orderBy(asc(sql`lower(${accounts.username})`));
}

/** One employee of this employer, locked for a change; undefined for anyone else's. */
export function lockEmployee(tx: Db, employerId: number, id: number) {
  return tx
    .select(columns)
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.employerId, employerId)))
    .for('update')
    .then((rows) => rows[0]);
}

export async function insertEmployee(
  tx: Db,
  employee: { employerId: number; username: string; name: string; passwordHash: string },
) {
  const [row] = await tx.insert(accounts).values(employee).returning(columns);
  if (!row) throw new Error('employee insert returned no row');
  return row;
}

/**
 * Changes an employee. A new password or a switch-off ends every token they hold at once (the
 * token version goes up, and each request checks it); a rename leaves their sessions alone.
 */
export async function updateEmployee(
  tx: Db,
  id: number,
  change: Partial<{ name: string; passwordHash: string; disabledAt: Date | null }>,
) {
  const endsSessions = change.passwordHash !== undefined || change.disabledAt !== undefined;
  const [row] = await tx
    .update(accounts)
    .set(endsSessions ? { ...change, tokenVersion: sql`${accounts.tokenVersion} + 1` } : change)
    .where(eq(accounts.id, id))
    .returning(columns);
  if (!row) throw new Error('employee update returned no row');
  return row;
}

/** Removes the account; their tokens go with it, their sales stay (created_by becomes null). */
export async function deleteEmployee(tx: Db, id: number) {
  await tx.delete(accounts).where(eq(accounts.id, id));
}
