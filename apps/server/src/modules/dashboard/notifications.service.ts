import type { Notification } from '@depot/contract';
import type { Db } from '../../db/client';
import { depotId } from '../depots';
import * as repo from './notifications.repository';

/** How many notifications the bell shows. */
export const NOTIFICATION_LIST_LIMIT = 50;

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
