import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, RawQuery } from '../../db/client';
import { notifications } from '../../db/schema';

/** One notification to add: the depot (its account id), its kind and its message. */
export interface NewNotification {
  accountId: number;
  kind: string;
  message: string;
}

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

export async function insert(db: Db, rows: NewNotification[]) {
  if (rows.length) await db.insert(notifications).values(rows);
}

/** The same as `insert`, on the plain-SQL transaction of the ingestion and sweep paths. */
export async function insertRaw(query: RawQuery, rows: NewNotification[]) {
  if (!rows.length) return;
  await query(
    `insert into notifications (account_id, kind, message)
     select account_id, kind, message
     from jsonb_to_recordset($1::jsonb) as r(account_id int, kind text, message text)`,
    [
      JSON.stringify(
        rows.map((n) => ({ account_id: n.accountId, kind: n.kind, message: n.message })),
      ),
    ],
  );
}
