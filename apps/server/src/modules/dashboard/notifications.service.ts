import type { Notification } from '@depot/contract';
import type { Db } from '../../db/client';
import { depotId } from '../depots';
import * as repo from './notifications.repository';

/** How many notifications the bell shows. */
export const NOTIFICATION_LIST_LIMIT = 50;

export async function listNotifications(db: Db, username: string): Promise<Notification[]> {
  const rows = await repo.latest(db, await depotId(db, username), NOTIFICATION_LIST_LIMIT);
  return rows.map((n) => ({
    id: n.id,
    kind: n.kind,
    message: n.message,
    timestamp: n.sentAt.toISOString(),
    read: n.read,
  }));
}

export async function markAllRead(db: Db, username: string): Promise<number> {
  return repo.markAllRead(db, await depotId(db, username));
}
