import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, notifications } from '../../db/schema';

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

export function latest(db: Db, accountId: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.accountId, accountId))
    .orderBy(desc(notifications.sentAt), desc(notifications.id))
    .limit(limit);
}

export async function markAllRead(db: Db, accountId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.accountId, accountId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
