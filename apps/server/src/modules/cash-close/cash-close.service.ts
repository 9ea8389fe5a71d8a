import {
  formatRupiah,
  messages,
  type ByMethod,
  type CashClose,
  type CashCloseBody,
  type CashCloseOverview,
  type CashCloseResult,
  type CashPeriod,
} from '@depot/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { clockedInShift } from '../attendance';
import type { SessionAccount } from '../auth';
import { depotId, depotPeople, isEmployee, lockDepot } from '../depots';
import { cashierNameOf } from '../pos';
import * as repo from './cash-close.repository';

/** Closes a list shows: about two months of one close a day per cashier. */
const LIST_LIMIT = 60;

type Totals = { method: keyof ByMethod; total: number; count: number }[];

function byMethod(rows: Totals): ByMethod {
  const sums: ByMethod = { tunai: 0, qris: 0, transfer: 0, utang: 0 };
  for (const r of rows) sums[r.method] = r.total;
  return sums;
}

/** What the till took in the period; `count` (sales and payments) is 0 when nothing happened. */
async function takings(db: Db, period: repo.Period) {
  const sold = await repo.salesByMethod(db, period);
  const paid = await repo.utangPaidByMethod(db, period);
  const sales = byMethod(sold);
  const { utang: _none, ...utangPaid } = byMethod(paid);
  const salesCount = sold.reduce((n, r) => n + r.count, 0);
  return {
    count: salesCount + paid.reduce((n, r) => n + r.count, 0),
    view: {
      from: period.from?.toISOString() ?? null,
      to: period.to.toISOString(),
      sales_count: salesCount,
      sales,
      utang_paid: utangPaid,
      // Tunai sales leave their total in the drawer (what was handed over less the change).
      expected_cash: sales.tunai + utangPaid.tunai,
    },
  };
}

/** The caller's period since their last close, up to the database's now. */
async function openPeriod(db: Db, accountId: number, cashierId: number) {
  const period: repo.Period = {
    accountId,
    cashierId,
    from: await repo.lastCloseEnd(db, accountId, cashierId),
    to: await repo.databaseNow(db),
  };
  return { period, ...(await takings(db, period)) };
}

async function nameOf(db: Db, accountId: number) {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select ${cashierNameOf(accountId)} as name`,
  );
  return row?.name ?? null;
}

const closeView = (c: repo.CloseRow): CashClose => ({
  id: c.id,
  cashier_id: c.cashierId,
  cashier: c.cashierName,
  shift: c.shiftName,
  from: c.periodFrom?.toISOString() ?? null,
  to: c.periodTo.toISOString(),
  sales_count: c.salesCount,
  sales: c.sales,
  utang_paid: c.utangPaid,
  expected_cash: c.expectedCash,
  counted_cash: c.countedCash,
  difference: c.difference,
  note: c.note,
  created_at: c.createdAt.toISOString(),
});

/** The caller's open period, and the closes they may see (an employee: their own). */
export async function cashOverview(
  db: Db,
  caller: SessionAccount,
  username: string,
): Promise<CashCloseOverview> {
  const accountId = await depotId(db, username);
  const { view } = await openPeriod(db, accountId, caller.id);
  const open: CashPeriod = {
    cashier_id: caller.id,
    cashier: await nameOf(db, caller.id),
    shift: await clockedInShift(db, caller.id),
    ...view,
  };
  const own = isEmployee(caller) ? caller.id : null;
  const closes = await repo.latestCloses(db, accountId, own, LIST_LIMIT);
  return { open, closes: closes.map(closeView) };
}

/**
 * Tutup kasir: closes the caller's period with the cash they counted. Only the depot's own
 * people have a till (a super admin reads closes, never makes one).
 */
export async function closeTill(
  db: Db,
  caller: SessionAccount,
  username: string,
  body: CashCloseBody,
): Promise<CashCloseResult> {
  const accountId = await depotId(db, username);
  const people = await depotPeople(db, accountId);
  if (!people.some((p) => p.id === caller.id)) throw new HttpError(403, messages.api.forbidden);
  const shift = await clockedInShift(db, caller.id);
  const row = await db.transaction(async (tx) => {
    await lockDepot(tx, accountId);
    const { period, count, view } = await openPeriod(tx, accountId, caller.id);
    if (count === 0) throw new HttpError(400, messages.cashClose.nothingToClose);
    return repo.insertClose(tx, {
      accountId,
      cashierId: caller.id,
      cashierName: cashierNameOf(caller.id),
      shiftName: shift,
      periodFrom: period.from,
      periodTo: period.to,
      salesCount: view.sales_count,
      sales: view.sales,
      utangPaid: view.utang_paid,
      expectedCash: view.expected_cash,
      countedCash: body.counted_cash,
      difference: body.counted_cash - view.expected_cash,
      note: body.note || null,
    });
  });
  return { message: messages.cashClose.saved(formatRupiah(row.difference)), close: closeView(row) };
}
