import type { PaymentMethod } from '@depot/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { sales } from '../src/db/schema';

/**
 * A sale stored as the cashier leaves it: its method, cash handed over and change, customer and
 * times (`recordedAt` later than `createdAt` for one made offline). Totals are whole rupiah.
 */
export async function insertSale(
  db: Db,
  sale: {
    accountId: number;
    createdBy: number;
    total: number;
    method?: PaymentMethod;
    received?: number;
    customerId?: number;
    createdAt?: Date;
    recordedAt?: Date;
  },
): Promise<number> {
  const [last] = await db
    .select({ n: sql<number>`coalesce(max(${sales.number}), 0)::int` })
    .from(sales)
    .where(eq(sales.accountId, sale.accountId));
  const number = (last?.n ?? 0) + 1;
  const received = sale.received ?? sale.total;
  const [row] = await db
    .insert(sales)
    .values({
      accountId: sale.accountId,
      createdBy: sale.createdBy,
      totalPrice: sale.total,
      numberToday: number,
      number,
      paymentMethod: sale.method ?? 'tunai',
      received,
      change: received - sale.total,
      customerId: sale.customerId,
      createdAt: sale.createdAt,
      recordedAt: sale.recordedAt ?? sale.createdAt,
    })
    .returning({ id: sales.id });
  if (!row) throw new Error('sale insert returned no row');
  return row.id;
}
