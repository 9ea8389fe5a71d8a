import { and, desc, eq, gt, lte, max, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { customerPayments } from '../customers/customers.schema';
import { sales } from '../pos/pos.schema';
import { cashCloses } from './cash-close.schema';

export type CloseRow = typeof cashCloses.$inferSelect;

/**
 * The database's clock now (not the transaction's start): read under the depot's lock, it is
 * later than every sale and payment stamped before and earlier than any stamped after.
 */
export async function databaseNow(db: Db): Promise<Date> {
  // Whole milliseconds, as a Date holds it: the stored end and the queries use the same instant.
  const [row] = await queryRows<{ ms: number }>(
    db,
    sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`,
  );
  if (!row) throw new Error('select now() returned no row');
  return new Date(Math.floor(row.ms));
}

/** Where the cashier's open period starts: their last close's end, or null (never closed). */
export function lastCloseEnd(db: Db, accountId: number, cashierId: number) {
  return db
    .select({ to: max(cashCloses.periodTo) })
    .from(cashCloses)
    .where(and(eq(cashCloses.accountId, accountId), eq(cashCloses.cashierId, cashierId)))
    .then((rows) => rows[0]?.to ?? null);
}

export interface Period {
  accountId: number;
  cashierId: number;
  from: Date | null;
  to: Date;
}

/** `column` in (from, to]. */
const within = (column: Parameters<typeof gt>[0], { from, to }: Period): SQL | undefined =>
  and(from ? gt(column, from) : undefined, lte(column, to));

/**
 * The cashier's sales of the period by method. A sale counts by when it reached the server
 * (`recorded_at`), not when it was made: it belongs to the first close whose end is at or after
 * its arrival. A sale made offline before a close and synced after it is so counted once, in the
 * next close, instead of falling into a period already closed.
 */
export function salesByMethod(db: Db, period: Period) {
  return db
    .select({
      method: sales.paymentMethod,
      total: sql<number>`sum(${sales.totalPrice})::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(sales)
    .where(
      and(
        eq(sales.accountId, period.accountId),
        eq(sales.createdBy, period.cashierId),
        within(sales.recordedAt, period),
      ),
    )
    .groupBy(sales.paymentMethod);
}

/** Utang paid off to the cashier in the period, by method. */
export function utangPaidByMethod(db: Db, period: Period) {
  return db
    .select({
      method: customerPayments.method,
      total: sql<number>`sum(${customerPayments.amount})::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(customerPayments)
    .where(
      and(
        eq(customerPayments.accountId, period.accountId),
        eq(customerPayments.receivedBy, period.cashierId),
        within(customerPayments.createdAt, period),
      ),
    )
    .groupBy(customerPayments.method);
}

export async function insertClose(
  db: Db,
  close: Omit<typeof cashCloses.$inferInsert, 'cashierName'> & { cashierName: SQL<string> },
): Promise<CloseRow> {
  const [row] = await db.insert(cashCloses).values(close).returning();
  if (!row) throw new Error('cash close insert returned no row');
  return row;
}

/** The depot's latest closes, newest first; only `cashierId`'s when given. */
export function latestCloses(db: Db, accountId: number, cashierId: number | null, limit: number) {
  return db
    .select()
    .from(cashCloses)
    .where(
      and(
        eq(cashCloses.accountId, accountId),
        cashierId === null ? undefined : eq(cashCloses.cashierId, cashierId),
      ),
    )
    .orderBy(desc(cashCloses.createdAt), desc(cashCloses.id))
    .limit(limit);
}
