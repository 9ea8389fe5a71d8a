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
