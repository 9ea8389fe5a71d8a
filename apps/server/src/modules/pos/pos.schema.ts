import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId } from '../../db/columns';
import { accountRef, accounts } from '../auth/auth.schema';
import { customers } from '../customers/customers.schema';

/**
 * A depot's own catalogue. Ids are per depot (1 and 2 are the spec's Galon 19L and 15L), so the
 * spec's cart `{id: 1}` prices the depot's own Galon 19L. A depot without rows sells the spec's
 * defaults; its first edit copies them in. A removed product is archived: its id is never reused.
 */
export const products = pgTable(
  'products',
  {
    accountId: accountRef(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    priceDelivery: integer('price_delivery').notNull(),
    image: text('image'),
    /** 'Beli N gratis 1' per customer; null: no promo. */
    promoEvery: integer('promo_every'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    check('products_prices_not_negative', sql`${t.price} >= 0 and ${t.priceDelivery} >= 0`),
    check(
      'products_promo_every',
      sql`${t.promoEvery} is null or ${t.promoEvery} between 2 and 100`,
    ),
  ],
);

/** The depot's static QRIS image (a data: URL), shown full screen with the amount. */
export const depotQris = pgTable('depot_qris', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  image: text('image').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    /** The depot's running sale number, printed on the receipt; never reused. */
    number: integer('number').notNull(),
    paymentMethod: text('payment_method', { enum: ['tunai', 'qris', 'transfer', 'utang'] })
      .notNull()
      .default('tunai'),
    /** Cash handed over (Tunai); the total for the other methods. */
    received: integer('received').notNull(),
    change: integer('change').notNull().default(0),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** When the sale was made; `recorded_at` when it reached the server (later for an offline sale). */
    createdAt: createdAt(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_account_created_idx').on(t.accountId, t.createdAt),
    index('sales_created_id_idx').on(t.createdAt, t.id),
    // A key belongs to the client that sent it (the cashier's account), whatever depot it names.
    uniqueIndex('sales_created_by_idempotency_key').on(t.createdBy, t.idempotencyKey),
    uniqueIndex('sales_account_number_key').on(t.accountId, t.number),
    index('sales_customer_idx').on(t.customerId),
    index('sales_created_by_created_idx').on(t.createdBy, t.createdAt),
    check('sales_total_not_negative', sql`${t.totalPrice} >= 0`),
    check('sales_change_not_negative', sql`${t.change} >= 0 and ${t.received} >= 0`),
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
    /** Of `quantity`, the units given free by a customer's promo (not charged). */
    freeQuantity: integer('free_quantity').notNull().default(0),
  },
  (t) => [
    index('sale_lines_sale_idx').on(t.saleId),
    check('sale_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('sale_lines_free_quantity', sql`${t.freeQuantity} between 0 and ${t.quantity}`),
  ],
);
