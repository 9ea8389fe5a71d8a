import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';

/**
 * The depot a username stands for: an owner's own account, an employee's employer. A super admin
 * has no depot, so their name finds none.
 */
export function accountIdOf(db: Db, username: string) {
  return db
    .select({ id: sql<number>`coalesce(${accounts.employerId}, ${accounts.id})` })
    .from(accounts)
    .where(
      and(
        eq(sql`lower(${accounts.username})`, username.toLowerCase()),
        eq(accounts.isSuperAdmin, false),
      ),
    )
    .then((rows) => rows[0]?.id);
}

export function usernameOf(db: Db, accountId: number) {
  return db
    .select({ username: accounts.username })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .then((rows) => rows[0]?.username);
}
