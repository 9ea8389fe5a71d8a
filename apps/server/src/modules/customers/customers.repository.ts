import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { sales } from '../pos/pos.schema';
import { customerPayments, customers } from './customers.schema';

/** A customer of this depot, or undefined (another depot's customer is answered as missing). */
export function findCustomer(db: Db, accountId: number, id: number) {
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.accountId, accountId), eq(customers.id, id)))
    .then((rows) => rows[0]);
}

/** Open Utang (kasbon): Utang sales less what was paid off, whole rupiah. */
export async function balanceOf(db: Db, customerId: number): Promise<number> {
  const [row] = await queryRows<{ balance: number }>(
    db,
    sql`select (coalesce((select sum(${sales.totalPrice}) from ${sales}
                 where ${sales.customerId} = ${customerId} and ${sales.paymentMethod} = 'utang'), 0)
              - coalesce((select sum(${customerPayments.amount}) from ${customerPayments}
                 where ${customerPayments.customerId} = ${customerId}), 0))::float8 as balance`,
  );
  return row?.balance ?? 0;
}
