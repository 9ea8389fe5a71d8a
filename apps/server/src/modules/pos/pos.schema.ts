import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from '../../db/columns';
import { accountRef, accounts } from '../auth/auth.schema';

/** A cashier transaction; money is whole rupiah, priced by the server. */
export const sales = pgTable(
  'sales',
  {
    id: serialId(),
    accountId: accountRef(),
    /** Who rang it up (the owner or an employee). */
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The cashier's name when it was saved: kept after their account is removed. */
    cashierName: text('cashier_name'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the depot and the canonical cart: a reused key with another request is refused. */
    requestHash: text('request_hash'),
    totalPrice: integer('total_price').notNull(),
    /** The depot's n-th transaction of that Jakarta day, as answered when it was saved. */
    numberToday: integer('number_today').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sales_account_created_idx').on(t.accountId, t.createdAt),
    index('sales_created_id_idx').on(t.createdAt, t.id),
    // A key belongs to the client that sent it (the cashier's account), whatever depot it names.
    uniqueIndex('sales_created_by_idempotency_key').on(t.createdBy, t.idempotencyKey),
    check('sales_total_not_negative', sql`${t.totalPrice} >= 0`),
  ],
);

export const saleLines = pgTable(
  'sale_lines',
  {
    id: serialId(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    mode: text('mode', { enum: ['pickup', 'delivery'] }).notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('sale_lines_sale_idx').on(t.saleId),
    check('sale_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
