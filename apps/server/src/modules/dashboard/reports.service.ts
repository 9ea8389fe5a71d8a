import {
  daysBefore,
  INCOME_DAYS,
  jakartaToday,
  monthRange,
  RANGE_MAX_DAYS,
  recentWeeks,
  WEEKLY_REPORT_WEEKS,
  type DailyReport,
  type MonthlyReport,
  type TankReading,
  type WeeklyReport,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { depotId } from '../depots';
import * as repo from './reports.repository';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Every day of the month up to today, and today's gallons per tap. */
export async function dailyReport(
  db: Db,
  username: string,
  month: string | undefined,
  now = new Date(),
): Promise<DailyReport> {
  const accountId = await depotId(db, username);
  const today = jakartaToday(now);
  const range = monthRange(month ?? today.slice(0, 7), today);
  const [rows, months] = await Promise.all([
    range ? repo.dailyTotals(db, accountId, range.from, range.to) : [],
    repo.monthsWithData(db, accountId, today.slice(0, 7)),
  ]);
  // The current month's list already holds today; another month needs its own read.
  const todayRow =
    rows.find((r) => r.date === today) ?? (await repo.dailyTotals(db, accountId, today, today))[0];
  return {
    daily: rows.map((r) => ({ ...r, volume: round2(r.volume) })),
    months,
    tapA: todayRow?.tapA ?? 0,
    tapB: todayRow?.tapB ?? 0,
    tapC: todayRow?.tapC ?? 0,
  };
}

export async function weeklyReport(
  db: Db,
  username: string,
  now = new Date(),
): Promise<WeeklyReport> {
  const { from, to } = recentWeeks(jakartaToday(now), WEEKLY_REPORT_WEEKS);
  const rows = await repo.weeklyTotals(db, await depotId(db, username), from, to);
  return { weekly: rows.map((r) => ({ ...r, volume: round2(r.volume) })) };
}

/** Months 1 to the current one of the current year (Asia/Jakarta). */
export async function monthlyReport(
  db: Db,
  username: string,
  now = new Date(),
): Promise<MonthlyReport> {
  const today = jakartaToday(now);
  const year = Number(today.slice(0, 4));
  const rows = await repo.monthlyTotals(
    db,
    await depotId(db, username),
    year,
    Number(today.slice(5, 7)),
  );
  return { year, monthly: rows.map((r) => ({ ...r, volume: round2(r.volume) })) };
}

/** Today's row of the daily report for each of these depots, as the live stream sends it. */
export async function todaysUsage(db: Db, accountIds: number[], now = new Date()) {
  const date = jakartaToday(now);
  const rows = await repo.dayTotalsOf(db, accountIds, date);
  return rows.map(({ accountId, ...totals }) => ({
    accountId,
    today: { date, ...totals, volume: round2(totals.volume) },
  }));
}

export async function tankReadings(db: Db, username: string): Promise<TankReading[]> {
  const rows = await repo.latestTankReadings(db, await depotId(db, username));
  return rows.map((r) => ({ ...r, timestamp: new Date(r.timestamp).toISOString() }));
}

/**
 * Gallons per Jakarta day of `range` (the last INCOME_DAYS days when absent), each period as the
 * day's midnight WIB.
 */
export async function gallonsPerDay(
  db: Db,
  username: string,
  range?: { from: string; to: string },
  now = new Date(),
) {
  const today = jakartaToday(now);
  const { from, to } = range ?? { from: daysBefore(today, INCOME_DAYS - 1), to: today };
  const rows = await repo.dailyTotals(db, await depotId(db, username), from, to, RANGE_MAX_DAYS);
  return rows.map((r) => ({ periode: `${r.date}T00:00:00+07:00`, gallons: r.gallons }));
}
