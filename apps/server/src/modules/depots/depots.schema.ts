import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from '../../db/columns';
import { accountRef } from '../auth/auth.schema';

export const tanks = pgTable(
  'tanks',
  {
    id: serialId(),
    accountId: accountRef(),
    name: text('name').notNull(),
    capacity: doublePrecision('capacity').notNull(),
    heightCm: doublePrecision('height_cm').notNull(),
    /** Below this share of capacity the depot gets a low-stock notification. */
    lowStockPct: doublePrecision('low_stock_pct').notNull().default(20),
    createdAt: createdAt(),
  },
  (t) => [
    index('tanks_account_id_idx').on(t.accountId),
    check('tanks_capacity_positive', sql`${t.capacity} > 0`),
    check('tanks_height_positive', sql`${t.heightCm} > 0`),
  ],
);
