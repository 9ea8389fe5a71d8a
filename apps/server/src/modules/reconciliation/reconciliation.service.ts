import {
  daysBefore,
  formatNumber,
  formatRupiah,
  formatDay,
  jakartaDayStart,
  jakartaToday,
  messages,
  type ReconciliationDay,
  type ReconciliationQuery,
  type ReconciliationTrend,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { depotShifts, presentBetween } from '../attendance';
import type { SessionAccount } from '../auth';
import { depotId, depotPeople, isEmployee } from '../depots';
import { notify } from '../notifications';
import { dailySold, depotsWithSales, soldBetween } from '../pos';
import { dailyTapGallons, depotsWithFills, tapFills } from '../water';
import { figures, pricePerGallon, reconcileDay } from './reconcile';
import * as repo from './reconciliation.repository';

/** Taps against till (rekonsiliasi): a day, a trend, and the notice when a day closes with a gap. */

const DAY_MS = 86_400_000;
export const GAP_NOTIFICATION_KIND = 'reconciliation_gap';

async function dayOf(db: Db, accountId: number, date: string, now: Date) {
  const from = jakartaDayStart(date);
  // A shift starting late on the day runs into the next one.
  const until = new Date(from.getTime() + 2 * DAY_MS);
  const [fills, sold, shifts, presence, people] = await Promise.all([
    tapFills(db, accountId, from, until),
    soldBetween(db, accountId, from, until),
    depotShifts(db, accountId),
    presentBetween(db, accountId, from, new Date(from.getTime() + DAY_MS)),
    depotPeople(db, accountId),
  ]);
  return { day: reconcileDay({ date, now, fills, sold, shifts, presence, people }), shifts };
}

/** An employee's share of a day: their own shift and their own line, nobody else's. */
function ownShare(
  day: ReconciliationDay,
  personId: number,
  shifts: Awaited<ReturnType<typeof depotShifts>>,
): ReconciliationDay {
  const shiftId = shifts.find((s) => s.memberIds.includes(personId))?.id;
  const shift = day.by_shift.find((s) => s.shift_id === shiftId);
  const own = shift ?? figures(0, 0, day.price_per_gallon);
  return {
    date: day.date,
    tap_gallons: own.tap_gallons,
    sold_gallons: own.sold_gallons,
    gap_gallons: own.gap_gallons,
    gap_rupiah: own.gap_rupiah,
    price_per_gallon: day.price_per_gallon,
    by_shift: shift ? [shift] : [],
    by_employee: day.by_employee.filter((e) => e.person_id === personId),
  };
}

export async function trendOf(
  db: Db,
  accountId: number,
  from: string,
  to: string,
): Promise<ReconciliationTrend> {
  const [taps, sold, threshold] = await Promise.all([
    dailyTapGallons(db, accountId, from, to),
    dailySold(db, accountId, from, to),
    repo.thresholdOf(db, accountId),
  ]);
  const tapsOn = new Map(taps.map((t) => [t.day, t.gallons]));
  const soldOn = new Map(sold.map((s) => [s.day, s]));
  const days = [];
  for (let date = to; date >= from; date = daysBefore(date, 1)) {
    const s = soldOn.get(date);
    const price = pricePerGallon(s?.gallons ?? 0, s?.rupiah ?? 0);
    days.unshift({ date, ...figures(tapsOn.get(date) ?? 0, s?.gallons ?? 0, price) });
  }
  return { from, to, threshold_gallons: threshold, days };
}

export async function reconciliation(
  db: Db,
  caller: SessionAccount,
  depot: string,
  query: ReconciliationQuery,
): Promise<ReconciliationDay | ReconciliationTrend> {
  const accountId = await depotId(db, depot);
  const employee = isEmployee(caller);
  if (query.from && query.to) {
    if (employee) throw new HttpError(403, messages.api.ownerOnly);
    return trendOf(db, accountId, query.from, query.to);
  }
  const now = new Date();
  const { day, shifts } = await dayOf(db, accountId, query.date ?? jakartaToday(now), now);
  return employee ? ownShare(day, caller.id, shifts) : day;
}

export async function thresholdFor(db: Db, depot: string) {
  return { gap_threshold_gallons: await repo.thresholdOf(db, await depotId(db, depot)) };
}

export async function setThreshold(db: Db, depot: string, gallons: number) {
  await repo.saveThreshold(db, await depotId(db, depot), gallons);
  return { message: messages.reconciliation.thresholdSaved(formatNumber(gallons)) };
}

/**
 * Closes a depot's WIB day once: records its gap and, when the gap (either way) is above the
 * owner's threshold, tells the bell. Answers whether a notification was added.
 */
export async function closeDay(db: Db, accountId: number, date: string, now: Date) {
  const [{ day }, threshold] = await Promise.all([
    dayOf(db, accountId, date, now),
    repo.thresholdOf(db, accountId),
  ]);
  return db.transaction(async (tx) => {
    if (!(await repo.markClosed(tx, accountId, date, day.gap_gallons))) return false;
    if (Math.abs(day.gap_gallons) <= threshold) return false;
    const message = messages.reconciliation.gapAlert(
      formatDay(date),
      // Either way round: more sold than filled is as worth a look as the other.
      formatNumber(Math.abs(day.gap_gallons)),
      formatRupiah(Math.abs(day.gap_rupiah)),
      formatNumber(threshold),
    );
    await notify(tx, accountId, GAP_NOTIFICATION_KIND, message);
    return true;
  });
}

/** Closes yesterday (WIB) for every depot that filled or sold anything; the notified depots. */
export async function closeYesterday(db: Db, now: Date) {
  const yesterday = daysBefore(jakartaToday(now), 1);
  const closed = await repo.closedOn(db, yesterday);
  const depots = new Set([
    ...(await depotsWithFills(db, yesterday)),
    ...(await depotsWithSales(db, yesterday)),
  ]);
  const notified: number[] = [];
  for (const accountId of [...depots].filter((id) => !closed.has(id))) {
    if (await closeDay(db, accountId, yesterday, now)) notified.push(accountId);
  }
  return notified;
}
