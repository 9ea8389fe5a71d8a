import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { accounts, customers, saleLines, sales } from '../../db/schema';

/** Midnight in Jakarta of the day containing $now, as SQL. */
const jakartaDayStart = (now: Date) =>
  sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'Asia/Jakarta') at time zone 'Asia/Jakarta')`;

/** $column falls on the Jakarta day containing $now (not before it, and not on a later day). */
const onJakartaDay = (column: SQLWrapper, now: Date) =>
  sql`(${column} >= ${jakartaDayStart(now)} and ${column} < ${jakartaDayStart(now)} + interval '1 day')`;

/** Keys belong to the client that sent them: the cashier's account. */
export function findByIdempotencyKey(db: Db, createdBy: number, key: string) {
  return db
    .select()
    .from(sales)
    .where(and(eq(sales.createdBy, createdBy), eq(sales.idempotencyKey, key)))
    .then((rows) => rows[0]);
}

/** The depot's next running sale number (the caller holds the depot's lock). */
export async function nextNumber(db: Db, accountId: number) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(max(number), 0)::int + 1 as n from ${sales} where account_id = ${accountId}`,
  );
  return row?.n ?? 1;
}

/** How many sales the depot has on the Jakarta day containing $now. */
export async function countToday(db: Db, accountId: number, now: Date) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sales}
        where account_id = ${accountId} and ${onJakartaDay(sql`created_at`, now)}`,
  );
  return row?.n ?? 0;
}

export interface NewLine {
  productId: number;
  productName: string;
  mode: 'pickup' | 'delivery';
  unitPrice: number;
  quantity: number;
  freeQuantity: number;
}

export async function insertSale(
  db: Db,
  sale: Omit<typeof sales.$inferInsert, 'cashierName' | 'recordedAt'> & {
    cashierName: SQL<string>;
    recordedAt: SQL<Date>;
  },
  lines: NewLine[],
): Promise<typeof sales.$inferSelect> {
  const [row] = await db.insert(sales).values(sale).returning();
  if (!row) throw new Error('sale insert returned no row');
  await db.insert(saleLines).values(lines.map((l) => ({ ...l, saleId: row.id })));
  return row;
}

/** Today's sales of a depot with the name of each one's customer (null without one). */
export function todaysSales(db: Db, accountId: number, now: Date) {
  return db
    .select({ sale: sales, customer: customers.name })
    .from(sales)
    .leftJoin(customers, eq(customers.id, sales.customerId))
    .where(and(eq(sales.accountId, accountId), onJakartaDay(sales.createdAt, now)))
    .orderBy(asc(sales.createdAt), asc(sales.id));
}

/** The sales of WIB days `fromDay`..`toDay` with their customers' names, oldest first. */
export function salesOnDays(db: Db, accountId: number, fromDay: string, toDay: string) {
  return db
    .select({ sale: sales, customer: customers.name })
    .from(sales)
    .leftJoin(customers, eq(customers.id, sales.customerId))
    .where(
      and(
        eq(sales.accountId, accountId),
        sql`${sales.createdAt} >= (${fromDay}::timestamp at time zone 'Asia/Jakarta')`,
        sql`${sales.createdAt} < ((${toDay}::date + 1)::timestamp at time zone 'Asia/Jakarta')`,
      ),
    )
    .orderBy(asc(sales.createdAt), asc(sales.id));
}

export function linesOf(db: Db, saleIds: number[]) {
  if (!saleIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(saleLines)
    .where(inArray(saleLines.saleId, saleIds))
    .orderBy(asc(saleLines.id));
}

/** The cashier's name as the sale keeps it: an employee's name, else the username. */
export const cashierNameOf = (accountId: number) =>
  sql<string>`(select coalesce(${accounts.name}, ${accounts.username}) from ${accounts}
               where ${accounts.id} = ${accountId})`;

export function findSale(db: Db, id: number, now: Date) {
  return db
    .select({
      id: sales.id,
      accountId: sales.accountId,
      createdBy: sales.createdBy,
      madeToday: sql<boolean>`${onJakartaDay(sales.createdAt, now)}`,
    })
    .from(sales)
    .where(eq(sales.id, id))
    .then((rows) => rows[0]);
}

export async function deleteSale(db: Db, id: number) {
  await db.delete(sales).where(eq(sales.id, id));
}

export async function totals(db: Db, accountId: number, now: Date) {
  const month = sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Asia/Jakarta')`;
  const [row] = await queryRows<{ all: number; today: number; month: number }>(
    db,
    sql`select coalesce(sum(total_price), 0)::float8 as "all",
          coalesce(sum(total_price) filter (where ${onJakartaDay(sql`created_at`, now)}), 0)::float8 as today,
          coalesce(sum(total_price) filter (where
            created_at >= (${month} at time zone 'Asia/Jakarta')
            and created_at < ((${month} + interval '1 month') at time zone 'Asia/Jakarta')), 0)::float8 as month
        from ${sales} where account_id = ${accountId}`,
  );
  return row ?? { all: 0, today: 0, month: 0 };
}

/** Today's takings (Asia/Jakarta) per payment method, methods without sales left out. */
export function todayByMethod(db: Db, accountId: number, now: Date) {
  return queryRows<{ method: string; rupiah: number }>(
    db,
    sql`select payment_method as method, sum(total_price)::float8 as rupiah from ${sales}
        where account_id = ${accountId} and ${onJakartaDay(sql`created_at`, now)}
        group by payment_method`,
  );
}

/** Gallons and rupiah per sale in [from, to), with who rang it up: the reconciliation's till. */
export function soldBetween(db: Db, accountId: number, from: Date, to: Date) {
  return queryRows<{ at: Date; by: number | null; gallons: number; rupiah: number }>(
    db,
    sql`select s.created_at as at, s.created_by as by, sum(l.quantity)::int as gallons,
          sum((l.quantity - l.free_quantity) * l.unit_price)::float8 as rupiah
        from ${sales} s join ${saleLines} l on l.sale_id = s.id
        where s.account_id = ${accountId} and s.created_at >= ${from.toISOString()}::timestamptz
          and s.created_at < ${to.toISOString()}::timestamptz
        group by s.id order by s.created_at`,
  ).then((rows) => rows.map((r) => ({ ...r, at: new Date(r.at) })));
}

/** Gallons and rupiah sold per WIB day `fromDay`..`toDay`, days without sales left out. */
export function dailySold(db: Db, accountId: number, fromDay: string, toDay: string) {
  return queryRows<{ day: string; gallons: number; rupiah: number }>(
    db,
    sql`select to_char(s.created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as day,
          sum(l.quantity)::int as gallons, sum((l.quantity - l.free_quantity) * l.unit_price)::float8 as rupiah
        from ${sales} s join ${saleLines} l on l.sale_id = s.id
        where s.account_id = ${accountId}
          and s.created_at >= (${fromDay}::timestamp at time zone 'Asia/Jakarta')
          and s.created_at < ((${toDay}::date + 1)::timestamp at time zone 'Asia/Jakarta')
        group by 1`,
  );
}

/** Depots that sold anything on a WIB day. */
export function depotsWithSales(db: Db, day: string) {
  return queryRows<{ accountId: number }>(
    db,
    sql`select distinct account_id as "accountId" from ${sales}
        where created_at >= (${day}::timestamp at time zone 'Asia/Jakarta')
          and created_at < ((${day}::date + 1)::timestamp at time zone 'Asia/Jakarta')`,
  ).then((rows) => rows.map((r) => r.accountId));
}
