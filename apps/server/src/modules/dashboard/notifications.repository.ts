import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

export function latest(db: Db, accountId: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.accountId, accountId))
    .orderBy(desc(notifications.sentAt), desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

export async function markAllRead(db: Db, accountId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.accountId, accountId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
