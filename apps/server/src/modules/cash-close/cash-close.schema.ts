import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ByMethod } from '@depot/contract';
import { createdAt, serialId } from '../../db/columns';
import { accountRef, accounts } from '../auth/auth.schema';

/** Tutup kasir: a cashier's period, what the till expected by method and the cash counted. */
export const cashCloses = pgTable(
  'cash_closes',
  {
    id: serialId(),
    accountId: accountRef(),
    cashierId: integer('cashier_id').references(() => accounts.id, { onDelete: 'set null' }),
    cashierName: text('cashier_name'),
    shiftName: text('shift_name'),
    periodFrom: timestamp('period_from', { withTimezone: true }),
    periodTo: timestamp('period_to', { withTimezone: true }).notNull(),
    salesCount: integer('sales_count').notNull(),
    sales: jsonb('sales').$type<ByMethod>().notNull(),
    utangPaid: jsonb('utang_paid').$type<Omit<ByMethod, 'utang'>>().notNull(),
    expectedCash: integer('expected_cash').notNull(),
    countedCash: integer('counted_cash').notNull(),
    difference: integer('difference').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cash_closes_account_created_idx').on(t.accountId, t.createdAt),
    index('cash_closes_cashier_to_idx').on(t.cashierId, t.periodTo),
  ],
);
