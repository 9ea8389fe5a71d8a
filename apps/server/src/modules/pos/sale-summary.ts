import type { LoyaltyStamp, Product, SaleSummary } from '@depot/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { balanceOf } from '../customers';
import { customers } from '../customers/customers.schema';
import { catalogueOf } from './catalogue';
import { saleLines, sales } from './pos.schema';

/**
 * A customer's stamps toward each of the `promos` free unit ('beli N gratis 1'), by product id:
 * units paid less N for every unit given free, so the count runs 0..N and the unit after N is free.
 */
export async function stampsOf(
  db: Db,
  accountId: number,
  customerId: number,
  promos: readonly Product[],
): Promise<Map<number, number>> {
  if (!promos.length) return new Map();
  const bought = await queryRows<{ productId: number; paid: number; free: number }>(
    db,
    sql`select l.product_id as "productId", sum(l.quantity - l.free_quantity)::int as paid,
          sum(l.free_quantity)::int as free
        from ${saleLines} l join ${sales} s on s.id = l.sale_id
        where s.account_id = ${accountId} and s.customer_id = ${customerId}
        group by l.product_id`,
  );
  return new Map(
    promos.map((p) => {
      const every = p.promoEvery ?? 0;
      const row = bought.find((b) => b.productId === p.id);
      const count = row ? row.paid - every * row.free : 0;
      return [p.id, Math.min(Math.max(count, 0), every)];
    }),
  );
}

/** A customer's stamps for each promo product of the depot's catalogue, as receipts show them. */
export async function loyaltyOf(
  db: Db,
  accountId: number,
  customerId: number,
): Promise<LoyaltyStamp[]> {
  const promos = (await catalogueOf(db, accountId)).filter((p) => p.promoEvery);
  const stamps = await stampsOf(db, accountId, customerId, promos);
  return promos.map((p) => ({
    product: p.name,
    every: p.promoEvery ?? 0,
    count: stamps.get(p.id) ?? 0,
  }));
}

/** Sales as their receipts read, in the order of `saleIds`. */
export async function saleSummaries(db: Db, saleIds: number[]): Promise<SaleSummary[]> {
  if (!saleIds.length) return [];
  const rows = await db
    .select({ sale: sales, customer: customers })
    .from(sales)
    .leftJoin(customers, eq(customers.id, sales.customerId))
    .where(inArray(sales.id, saleIds));
  const lines = await db
    .select()
    .from(saleLines)
    .where(and(inArray(saleLines.saleId, saleIds)))
    .orderBy(saleLines.id);
  const customerOf = new Map<number, NonNullable<SaleSummary['customer']>>();
  for (const { sale, customer } of rows) {
    if (!customer || customerOf.has(customer.id)) continue;
    customerOf.set(customer.id, {
      id: customer.id,
      name: customer.name,
      phone: customer.phone,
      balance: await balanceOf(db, customer.id),
      loyalty: await loyaltyOf(db, sale.accountId, customer.id),
    });
  }
  const byId = new Map(rows.map((r) => [r.sale.id, r.sale]));
  return saleIds.flatMap((id) => {
    const s = byId.get(id);
    if (!s) return [];
    return [
      {
        id: s.id,
        number: s.number,
        number_today: s.numberToday,
        total: s.totalPrice,
        method: s.paymentMethod,
        received: s.received,
        change: s.change,
        created_at: s.createdAt.toISOString(),
        cashier: s.cashierName,
        lines: lines
          .filter((l) => l.saleId === id)
          .map((l) => ({
            product_id: l.productId,
            name: l.productName,
            mode: l.mode,
            quantity: l.quantity,
            free_quantity: l.freeQuantity,
            unit_price: l.unitPrice,
          })),
        customer: s.customerId === null ? null : (customerOf.get(s.customerId) ?? null),
      },
    ];
  });
}
