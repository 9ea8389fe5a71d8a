import {
  formatRupiah,
  messages,
  normalisePhone,
  type Customer,
  type CustomerBody,
  type CustomerHistory,
  type CustomerPayment,
  type customerPaymentBody,
  type CustomerPaymentResult,
  type LoyaltyStamp,
  type SaleSummary,
  type z,
} from '@depot/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { lockDepot } from '../depots';
import * as repo from './customers.repository';

/**
 * What the customer history needs of the cashier's sales. pos reads customers (a sale's customer,
 * their balance), so the sales side is handed in when the routes are registered instead of
 * imported, which would close an import cycle.
 */
export interface SalesReads {
  saleSummaries: (db: Db, saleIds: number[]) => Promise<SaleSummary[]>;
  loyaltyOf: (db: Db, accountId: number, customerId: number) => Promise<LoyaltyStamp[]>;
  /** An account's name as it is now, kept on the row it signs. */
  cashierNameOf: (accountId: number) => SQL<string>;
}

const SEARCH_LIMIT = 20;
const RECENT_LIMIT = 50;
const HISTORY_LIMIT = 100;

const notFound = () => new HttpError(404, messages.customers.notFound);

export const customerView = ({ customer: c, balance }: repo.CustomerRow): Customer => ({
  id: c.id,
  name: c.name,
  phone: c.phone,
  address: c.address,
  latitude: c.latitude,
  longitude: c.longitude,
  balance,
  created_at: c.createdAt.toISOString(),
});

const paymentView = (p: Awaited<ReturnType<typeof repo.paymentsOf>>[number]): CustomerPayment => ({
  id: p.id,
  amount: p.amount,
  method: p.method,
  received_by: p.receivedByName,
  created_at: p.createdAt.toISOString(),
});

/**
 * The digits of a number as the cashier types it (`0812`, `62 812`, `+62812`, `3456`) in the
 * stored `+62…` form's terms; null when the text is not a number.
 */
export function phoneDigits(q: string): string | null {
  if (!/^[+\d\s().-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 2) return null;
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}

/** Customers matching `q` by name or number (best first), or the most recent without one. */
export async function listCustomers(db: Db, accountId: number, q?: string): Promise<Customer[]> {
  const rows = q
    ? await repo.searchCustomers(db, accountId, { name: q, digits: phoneDigits(q) }, SEARCH_LIMIT)
    : await repo.recentCustomers(db, accountId, RECENT_LIMIT);
  return rows.map(customerView);
}

async function customerOf(db: Db, accountId: number, id: number) {
  const row = await repo.customerWithBalance(db, accountId, id);
  if (!row) throw notFound();
  return customerView(row);
}

/** Saves a customer; a number the depot already has updates that customer instead. */
export async function saveCustomer(db: Db, accountId: number, body: CustomerBody) {
  const phone = normalisePhone(body.phone);
  // The contract refuses a number that does not normalise.
  if (!phone) throw new HttpError(400, messages.customers.phone);
  const { id, created } = await repo.upsertCustomer(db, accountId, {
    name: body.name,
    phone,
    address: body.address,
    latitude: body.latitude,
    longitude: body.longitude,
  });
  return {
    created,
    result: {
      message: created ? messages.customers.saved : messages.customers.merged,
      customer: await customerOf(db, accountId, id),
    },
  };
}

export async function customerHistory(
  db: Db,
  reads: SalesReads,
  accountId: number,
  id: number,
): Promise<CustomerHistory> {
  const customer = await customerOf(db, accountId, id);
  const saleIds = await repo.saleIdsOf(db, accountId, id, HISTORY_LIMIT);
  return {
    customer,
    loyalty: await reads.loyaltyOf(db, accountId, id),
    sales: await reads.saleSummaries(db, saleIds),
    payments: (await repo.paymentsOf(db, id, HISTORY_LIMIT)).map(paymentView),
  };
}

/**
 * Takes a payment against a customer's Utang. The customer's row is locked first, so two
 * payments at once are checked one after the other and together never exceed the balance.
 */
export function payDebt(
  db: Db,
  reads: SalesReads,
  input: {
    accountId: number;
    customerId: number;
    cashierId: number;
    body: z.output<typeof customerPaymentBody>;
  },
): Promise<CustomerPaymentResult> {
  const { accountId, customerId, cashierId } = input;
  const amount = input.body.amount;
  return db.transaction(async (tx) => {
    // The till's lock first (as sales and tutup kasir take it), then the customer's row.
    await lockDepot(tx, accountId);
    if (!(await repo.lockCustomer(tx, accountId, customerId))) throw notFound();
    const balance = await repo.balanceOf(tx, customerId);
    if (balance <= 0) throw new HttpError(400, messages.customers.noDebt);
    if (amount > balance) {
      throw new HttpError(400, messages.customers.paymentTooMuch(formatRupiah(balance)));
    }
    const payment = await repo.insertPayment(tx, {
      accountId,
      customerId,
      amount,
      method: input.body.method,
      receivedBy: cashierId,
      receivedByName: reads.cashierNameOf(cashierId),
      // Stamped after the till's lock: tutup kasir counts payments by it (see lockDepot).
      createdAt: sql<Date>`clock_timestamp()`,
    });
    return {
      message: messages.customers.paid,
      payment: paymentView(payment),
      balance: balance - amount,
    };
  });
}
