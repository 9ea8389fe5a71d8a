import { DEFAULT_GAP_THRESHOLD_GALLONS } from '@depot/contract';
import { date, doublePrecision, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { accountRef } from '../auth/auth.schema';

/** The owner's gap threshold: a closed day with a larger gap (either way) is notified. */
export const reconciliationSettings = pgTable('reconciliation_settings', {
  accountId: accountRef().primaryKey(),
  gapThresholdGallons: doublePrecision('gap_threshold_gallons')
    .notNull()
    .default(DEFAULT_GAP_THRESHOLD_GALLONS),
});

/** WIB days already closed (judged against the threshold), each once per depot. */
export const reconciliationClosedDays = pgTable(
  'reconciliation_closed_days',
  {
    accountId: accountRef(),
    day: date('day').notNull(),
    gapGallons: doublePrecision('gap_gallons').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);
