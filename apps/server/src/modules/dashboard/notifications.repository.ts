import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { alertState, notifications } from '../../db/schema';

export interface AlertKey {
  accountId: number;
  kind: string;
  subject: string;
}

/** Marks the condition raised and adds its notification, only if it was not raised already. */
export async function raise(db: Db, key: AlertKey, message: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with raised as (
          insert into ${alertState} (account_id, kind, subject)
          values (${key.accountId}, ${key.kind}, ${key.subject})
          on conflict do nothing returning account_id)
        insert into ${notifications} (account_id, kind, message)
        select account_id, ${key.kind}, ${message} from raised returning id`,
  );
  return rows.length > 0;
}

/** Ends the condition; true when it was raised. */
export async function clear(db: Db, key: AlertKey): Promise<boolean> {
  const rows = await db
    .delete(alertState)
    .where(
      and(
        eq(alertState.accountId, key.accountId),
        eq(alertState.kind, key.kind),
        eq(alertState.subject, key.subject),
      ),
    )
    .returning({ since: alertState.since });
  return rows.length > 0;
}

export function activeAlerts(db: Db) {
  return db.select().from(alertState);
}

export async function notify(db: Db, accountId: number, kind: string, message: string) {
  await db.insert(notifications).values({ accountId, kind, message });
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
