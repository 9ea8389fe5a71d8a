import {
  formatRupiah,
  messages,
  type CartLine,
  type SaleResponse,
  type SalesTotal,
  type TodaySale,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError, isUniqueViolation } from '../../lib/http-error';
import { canAccessDepotId, depotId, type DepotCaller } from '../depots';
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

/**
 * Stores a transaction. With an idempotency key, a repeat (a double click, a retried request)
 * stores nothing new and answers as the first save did.
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
  try {
    return await db.transaction(async (tx) => {
      await repo.lockDepot(tx, accountId);
      const earlier = key ? await repo.findByIdempotencyKey(tx, accountId, key) : undefined;
      if (earlier) return answer(earlier);
      const numberToday = (await repo.countToday(tx, accountId, now)) + 1;
      const sale = await repo.insertSale(
        tx,
        {
          accountId,
          createdBy: input.cashierId,
          idempotencyKey: key,
          totalPrice,
          numberToday,
          createdAt: now,
        },
        lines,
      );
      return answer(sale);
    });
  } catch (error) {
    // The same key saved at the same moment by another request: answer with that one.
    const earlier =
      key && isUniqueViolation(error)
        ? await repo.findByIdempotencyKey(db, accountId, key)
        : undefined;
    if (earlier) return answer(earlier);
    throw error;
  }
}

export async function todaysSales(
  db: Db,
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
    details: lines
      .filter((l) => l.saleId === s.id)
      .map(
        (l) =>
          `${l.quantity} × ${l.productName} (${MODE_LABEL[l.mode]}) @ ${formatRupiah(l.unitPrice)}`,
      )
      .join(', '),
    total_price: s.totalPrice,
    created_at: s.createdAt.toISOString(),
  }));
}

/** Deletes a transaction of the caller's own depot (any, for a super admin). */
export async function deleteSale(db: Db, id: number, caller: DepotCaller) {
  const sale = await repo.findSale(db, id);
  if (!sale) throw new HttpError(404, messages.pos.notFound);
  if (!(await canAccessDepotId(db, caller, sale.accountId))) {
    throw new HttpError(403, messages.pos.notYours);
  }
  await repo.deleteSale(db, id);
}

export async function salesTotal(db: Db, username: string, now = new Date()): Promise<SalesTotal> {
  const t = await repo.totals(db, await depotId(db, username), now);
  return { total_pendapatan: t.all, today: t.today, this_month: t.month };
}
