import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bigserialId } from '../../db/columns';
import { accountRef } from '../auth/auth.schema';

export const notifications = pgTable(
  'notifications',
  {
    id: bigserialId(),
    accountId: accountRef(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    read: boolean('read').notNull().default(false),
  },
  (t) => [
    index('notifications_account_sent_idx').on(t.accountId, t.sentAt),
    index('notifications_sent_id_idx').on(t.sentAt, t.id),
  ],
);
