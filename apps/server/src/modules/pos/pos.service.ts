import {
  formatRupiah,
  jakartaToday,
  messages,
  PAYMENT_METHODS,
  type ByMethod,
  type SalesTotal,
  type TodaySale,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { canAccessDepotId, depotId, isEmployee, type DepotCaller } from '../depots';
import * as repo from './pos.repository';

const MODE_LABEL = { pickup: 'Tidak Diantar', delivery: 'Diantar' } as const;

type Line = Awaited<ReturnType<typeof repo.linesOf>>[number];

/**
 * A sale's lines as the cashier's list reads them: `2 × Galon 19L (Diantar) @ Rp 7.000`, and
 * `(1 gratis)` after a line with units given free by the customer's promo.
 */
export const detailsOf = (lines: readonly Line[]) =>
  lines
    .map((l) => {
      const free = l.freeQuantity > 0 ? ` (${l.freeQuantity} gratis)` : '';
      return `${l.quantity} × ${l.productName} (${MODE_LABEL[l.mode]}) @ ${formatRupiah(l.unitPrice)}${free}`;
    })
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
    list.map((s) => s.sale.id),
  );
  return list.map(({ sale: s, customer }) => ({
    transaction_id: s.id,
    details: detailsOf(lines.filter((l) => l.saleId === s.id)),
    total_price: s.totalPrice,
    created_at: s.createdAt.toISOString(),
    cashier: s.cashierName,
    can_delete: !isEmployee(caller) || s.createdBy === caller.id,
    number: s.number,
    method: s.paymentMethod,
    customer,
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
  const sold = await repo.todayByMethod(db, accountId, now);
  const byMethod = Object.fromEntries(
    PAYMENT_METHODS.map((m) => [m, sold.find((r) => r.method === m)?.rupiah ?? 0]),
  ) as ByMethod;
  const total = {
    total_pendapatan: t.all,
    today: t.today,
    this_month: t.month,
    today_by_method: byMethod,
  };
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
