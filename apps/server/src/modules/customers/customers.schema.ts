import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId } from '../../db/columns';
import { accountRef, accounts } from '../auth/auth.schema';

/** A depot's customer; one per WhatsApp number (normalised `+62…`) in a depot. */
export const customers = pgTable(
  'customers',
  {
    id: serialId(),
    accountId: accountRef(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_account_phone_key').on(t.accountId, t.phone),
    index('customers_account_name_idx').on(t.accountId, sql`lower(${t.name})`),
  ],
);

/** Utang (kasbon) paid off; the balance is Utang sales less these. */
export const customerPayments = pgTable(
  'customer_payments',
  {
    id: serialId(),
    accountId: accountRef(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    method: text('method', { enum: ['tunai', 'qris', 'transfer'] }).notNull(),
    /** Who took the money, and their name as it was then. */
    receivedBy: integer('received_by').references(() => accounts.id, { onDelete: 'set null' }),
    receivedByName: text('received_by_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_payments_customer_idx').on(t.customerId, t.createdAt),
    index('customer_payments_received_by_idx').on(t.receivedBy, t.createdAt),
    check('customer_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);
