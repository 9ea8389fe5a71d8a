import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { sales } from '../pos/pos.schema';
import { customerPayments, customers } from './customers.schema';

/**
 * Open Utang (kasbon) of the customer `id` names: Utang sales less what was paid off. The inner
 * tables are aliased, since Drizzle leaves a one-table select's columns unqualified.
 */
const balanceSql = (id: SQL | number) =>
  sql<number>`(coalesce((select sum(s.total_price) from ${sales} s
                 where s.customer_id = ${id} and s.payment_method = 'utang'), 0)
              - coalesce((select sum(p.amount) from ${customerPayments} p
                 where p.customer_id = ${id}), 0))::float8`;

/** A customer's columns with their balance, as the contract's `Customer` is made from. */
const withBalance = {
  customer: customers,
  balance: balanceSql(sql`${customers}.${sql.identifier('id')}`),
};
export type CustomerRow = { customer: typeof customers.$inferSelect; balance: number };

/** A customer of this depot, or undefined (another depot's customer is answered as missing). */
export function findCustomer(db: Db, accountId: number, id: number) {
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.accountId, accountId), eq(customers.id, id)))
    .then((rows) => rows[0]);
}

/** The same, its row locked until the transaction ends (payments against it wait their turn). */
export function lockCustomer(tx: Db, accountId: number, id: number) {
  return tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.accountId, accountId), eq(customers.id, id)))
    .for('update')
    .then((rows) => rows[0]);
}

/** Open Utang (kasbon): Utang sales less what was paid off, whole rupiah. */
export async function balanceOf(db: Db, customerId: number): Promise<number> {
  const [row] = await queryRows<{ balance: number }>(
    db,
    sql`select ${balanceSql(customerId)} as balance`,
  );
  return row?.balance ?? 0;
}

export function customerWithBalance(db: Db, accountId: number, id: number) {
  return db
    .select(withBalance)
    .from(customers)
    .where(and(eq(customers.accountId, accountId), eq(customers.id, id)))
    .then((rows) => rows[0]);
}

/**
 * The depot's customers matching `name` (contained, any case) or `digits` (contained in the
 * number without its `+`): name prefixes first, then other name matches, then numbers.
 */
export function searchCustomers(
  db: Db,
  accountId: number,
  { name, digits }: { name: string; digits: string | null },
  limit: number,
): Promise<CustomerRow[]> {
  const at = sql`strpos(lower(${customers.name}), lower(${name}))`;
  const inPhone: SQL = digits ? sql`strpos(${customers.phone}, ${digits}) > 0` : sql`false`;
  return db
    .select(withBalance)
    .from(customers)
    .where(and(eq(customers.accountId, accountId), sql`(${at} > 0 or ${inPhone})`))
    .orderBy(
      sql`case when ${at} = 1 then 0 when ${at} > 0 then 1 else 2 end`,
      sql`lower(${customers.name})`,
      customers.id,
    )
    .limit(limit);
}

export function recentCustomers(db: Db, accountId: number, limit: number): Promise<CustomerRow[]> {
  return db
    .select(withBalance)
    .from(customers)
    .where(eq(customers.accountId, accountId))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(limit);
}

export type CustomerValues = Pick<
  typeof customers.$inferInsert,
  'name' | 'phone' | 'address' | 'latitude' | 'longitude'
>;

/**
 * Inserts the customer, or updates the one with the same number in this depot (one statement on
 * the unique index, so two saves of a new number at once still make one row). `created` says
 * which: a fresh row's `xmax` is 0.
 */
export async function upsertCustomer(db: Db, accountId: number, values: CustomerValues) {
  const [row] = await db
    .insert(customers)
    .values({ accountId, ...values })
    .onConflictDoUpdate({
      target: [customers.accountId, customers.phone],
      set: {
        name: values.name,
        address: values.address,
        latitude: values.latitude,
        longitude: values.longitude,
      },
    })
    .returning({ id: customers.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('customer upsert returned no row');
  return row;
}

/** The customer's last `limit` sales, newest first. */
export function saleIdsOf(db: Db, accountId: number, customerId: number, limit: number) {
  return db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.accountId, accountId), eq(sales.customerId, customerId)))
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .limit(limit)
    .then((rows) => rows.map((r) => r.id));
}

export function paymentsOf(db: Db, customerId: number, limit: number) {
  return db
    .select()
    .from(customerPayments)
    .where(eq(customerPayments.customerId, customerId))
    .orderBy(desc(customerPayments.createdAt), desc(customerPayments.id))
    .limit(limit);
}

export async function insertPayment(
  db: Db,
  payment: Omit<typeof customerPayments.$inferInsert, 'receivedByName' | 'createdAt'> & {
    receivedByName: SQL<string>;
    createdAt: SQL<Date>;
  },
) {
  const [row] = await db.insert(customerPayments).values(payment).returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}
