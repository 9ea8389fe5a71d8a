import { createHash } from 'node:crypto';
import {
  formatRupiah,
  jakartaToday,
  messages,
  type CartLine,
  type SaleResponse,
  type SalesTotal,
  type TodaySale,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError, isUniqueViolation } from '../../lib/http-error';
import { canAccessDepotId, depotId, isEmployee, type DepotCaller } from '../depots';
import { findProduct } from './catalogue';
import * as repo from './pos.repository';

const MODE_LABEL = { pickup: 'Tidak Diantar', delivery: 'Diantar' } as const;

/** Prices every line from the catalogue; whatever price the browser sent is ignored. */
export function priceCart(cart: CartLine[]): repo.NewLine[] {
  return cart.map((line) => {
    const product = findProduct(line.id);
    if (!product) throw new HttpError(400, messages.pos.unknownProduct(line.id));
    return {
      productId: product.id,
      productName: product.name,
      mode: line.isDelivery ? 'delivery' : 'pickup',
      unitPrice: line.isDelivery ? product.priceDelivery : product.price,
      quantity: line.quantity,
    };
  });
}

const answer = (sale: { id: number; numberToday: number; totalPrice: number }): SaleResponse => ({
  success: true,
  total_today: sale.numberToday,
  transaction_id: sale.id,
  total_price: sale.totalPrice,
});

type StoredSale = NonNullable<Awaited<ReturnType<typeof repo.findByIdempotencyKey>>>;

/** What makes two saves the same request: the depot and the cart (its lines in any order). */
function requestHashOf(accountId: number, lines: repo.NewLine[]): string {
  const cart = lines
    .map((l) => [l.productId, l.mode, l.quantity] as const)
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]) || a[2] - b[2]);
  return createHash('sha256')
    .update(JSON.stringify({ depot: accountId, cart }))
    .digest('hex');
}

/**
 * A repeat answers as the first save did. The same key with another cart or depot is refused
 * (as the IETF Idempotency-Key draft says) instead of silently answering for the first one.
 * Sales saved before request hashes were kept have none and are answered as before.
 */
function repeatOf(earlier: StoredSale, requestHash: string) {
  if (earlier.requestHash !== null && earlier.requestHash !== requestHash) {
    throw new HttpError(422, messages.pos.idempotencyReused);
  }
  return answer(earlier);
}

/**
 * Stores a transaction. With an idempotency key (one per cashier account), a repeat (a double
 * click, a retried request) stores nothing new and answers as the first save did.
 */
export async function createSale(
  db: Db,
  input: { username: string; cart: CartLine[]; cashierId: number; idempotencyKey?: string },
  now = new Date(),
): Promise<SaleResponse> {
  const accountId = await depotId(db, input.username);
  const lines = priceCart(input.cart);
  const totalPrice = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const key = input.idempotencyKey;
  const requestHash = requestHashOf(accountId, lines);
  try {
    return await db.transaction(async (tx) => {
      await repo.lockDepot(tx, accountId);
      const earlier = key ? await repo.findByIdempotencyKey(tx, input.cashierId, key) : undefined;
      if (earlier) return repeatOf(earlier, requestHash);
      const numberToday = (await repo.countToday(tx, accountId, now)) + 1;
      const sale = await repo.insertSale(
        tx,
        {
          accountId,
          createdBy: input.cashierId,
          cashierName: repo.cashierNameOf(input.cashierId),
          idempotencyKey: key,
          requestHash: key ? requestHash : null,
          totalPrice,
          numberToday,
          createdAt: now,
        },
        lines,
      );
      return answer(sale);
    });
  } catch (error) {
    // The same key saved at the same moment by another request (for another depot, so not
    // behind the same lock): answer with that one, or refuse if the requests differ.
    const earlier =
      key && isUniqueViolation(error)
        ? await repo.findByIdempotencyKey(db, input.cashierId, key)
        : undefined;
    if (earlier) return repeatOf(earlier, requestHash);
    throw error;
  }
}

type Line = Awaited<ReturnType<typeof repo.linesOf>>[number];

/** A sale's lines as the cashier's list reads them: `2 × Galon 19L (Diantar) @ Rp 7.000`. */
export const detailsOf = (lines: readonly Line[]) =>
  lines
    .map(
      (l) =>
        `${l.quantity} × ${l.productName} (${MODE_LABEL[l.mode]}) @ ${formatRupiah(l.unitPrice)}`,
    )
    .join(', ');

/** Today's sales of a depot, each saying whether this caller may delete it (see deleteSale). */
export async function todaysSales(
  db: Db,
  caller: DepotCaller & { id: number },
  username: string,
  now = new Date(),
): Promise<TodaySale[]> {
  const list = await repo.todaysSales(db, await depotId(db, username), now);
  const lines = await repo.linesOf(
    db,
    list.map((s) => s.id),
  );
  return list.map((s) => ({
    transaction_id: s.id,
    details: detailsOf(lines.filter((l) => l.saleId === s.id)),
    total_price: s.totalPrice,
    created_at: s.createdAt.toISOString(),
    cashier: s.cashierName,
    can_delete: !isEmployee(caller) || s.createdBy === caller.id,
  }));
}

/**
 * Deletes a transaction of the caller's own depot (any, for a super admin) and returns that
 * depot. Another depot's transaction is answered like a missing one: ids are sequential, and a
 * different answer would tell how many sales the platform has. An employee deletes only a sale
 * they made, on the Jakarta day they made it (403 otherwise).
 */
export async function deleteSale(
  db: Db,
  id: number,
  caller: DepotCaller & { id: number },
  now = new Date(),
) {
  const sale = await repo.findSale(db, id, now);
  if (!sale || !(await canAccessDepotId(db, caller, sale.accountId))) {
    throw new HttpError(404, messages.pos.notFound);
  }
  if (isEmployee(caller) && !(sale.createdBy === caller.id && sale.madeToday)) {
    throw new HttpError(403, messages.employees.deleteSaleSameDay);
  }
  await repo.deleteSale(db, id);
  return sale.accountId;
}

export async function salesTotal(
  db: Db,
  username: string,
  range?: { from: string; to: string },
  now = new Date(),
): Promise<SalesTotal> {
  const accountId = await depotId(db, username);
  const t = await repo.totals(db, accountId, now);
  const total = { total_pendapatan: t.all, today: t.today, this_month: t.month };
  if (!range) return total;
  const days = await repo.dailySold(db, accountId, range.from, range.to);
  const sum = (key: 'rupiah' | 'gallons') => days.reduce((s, d) => s + d[key], 0);
  return { ...total, range: { ...range, rupiah: sum('rupiah'), gallons: sum('gallons') } };
}

/** What the till took today (Asia/Jakarta): rupiah and gallons sold. */
export async function tillToday(db: Db, accountId: number, now = new Date()) {
  const today = jakartaToday(now);
  const [sold] = await repo.dailySold(db, accountId, today, today);
  return { takings: sold?.rupiah ?? 0, gallons: sold?.gallons ?? 0 };
}

export { dailySold, depotsWithSales, soldBetween } from './pos.repository';
