import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accountRef } from '../modules/auth/auth.schema';

/** Conditions currently raised, so each alert is sent once per transition. */
export const alertState = pgTable(
  'alert_state',
  {
    accountId: accountRef(),
    kind: text('kind').notNull(),
    /** What the alert is about: a sensor id or a tank id. */
    subject: text('subject').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind, t.subject] })],
);
