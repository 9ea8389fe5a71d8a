import type { Notification } from '@depot/contract';
import type { Db, RawQuery } from '../../db/client';
import { depotId } from '../depots';
import * as repo from './notifications.repository';

export type { NewNotification } from './notifications.repository';

/** How many notifications the bell shows. */
export const NOTIFICATION_LIST_LIMIT = 50;

/**
 * Adds one notification to a depot's bell. Call it with the transaction that makes the change it
 * reports, so both land or neither does. The live stream is told by the caller, once committed.
 */
export async function notify(db: Db, accountId: number, kind: string, message: string) {
  await repo.insert(db, [{ accountId, kind, message }]);
}

/** Adds several notifications inside a plain-SQL transaction (ingestion, the offline sweep). */
export async function notifyAll(query: RawQuery, notes: repo.NewNotification[]) {
  await repo.insertRaw(query, notes);
}

/** The latest notifications, and how many of all the depot's are unread (the bell's badge). */
export async function listNotifications(
  db: Db,
  username: string,
): Promise<{ items: Notification[]; unread: number }> {
  const accountId = await depotId(db, username);
  const [rows, unread] = await Promise.all([
    repo.latest(db, accountId, NOTIFICATION_LIST_LIMIT),
    repo.unreadCount(db, accountId),
  ]);
  const items = rows.map((n) => ({
    id: n.id,
    kind: n.kind,
    message: n.message,
    timestamp: n.sentAt.toISOString(),
    read: n.read,
  }));
  return { items, unread };
}

export async function markAllRead(db: Db, username: string): Promise<number> {
  return repo.markAllRead(db, await depotId(db, username));
}
