import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** Every report reads the per-day rollup, so its cost does not grow with the history. */

/** A day's totals from the rollup rows joined as `u`: litres, gallons, and gallons per tap. */
const dayTotalColumns = sql`coalesce(sum(u.volume_l), 0)::float8 as volume,
  coalesce(sum(u.gallons), 0)::int as gallons,
  coalesce(sum(u.gallons) filter (where u.tap = 'A'), 0)::int as "tapA",
  coalesce(sum(u.gallons) filter (where u.tap = 'B'), 0)::int as "tapB",
  coalesce(sum(u.gallons) filter (where u.tap = 'C'), 0)::int as "tapC"`;
interface DayTotals {
  volume: number;
  gallons: number;
  tapA: number;
  tapB: number;
  tapC: number;
}

/**
 * Days from `from` to `to`, at most `maxDays` (a month's 31 unless the caller says) whatever the
 * caller passes: a report's cost is bounded here too, not only by the validation of its range.
 */
export function dailyTotals(db: Db, accountId: number, from: string, to: string, maxDays = 31) {
  return queryRows<DayTotals & { date: string }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as "date",
          ${dayTotalColumns}
        from generate_series(${from}::timestamp,
          least(${to}::timestamp, ${from}::timestamp + make_interval(days => ${maxDays - 1}::int)),
          interval '1 day') d
        left join usage_daily u on u.account_id = ${accountId} and u.day = d::date
          -- Bounds the rollup read to the window, whatever the depot's history.
          and u.day between ${from}::date and ${to}::date
        group by d order by d`,
  );
}

/**
 * Months with data, plus the current one, newest first. One index probe per month (a loose
 * index scan), so a depot's years of history do not make the list dearer to build.
 */
export async function monthsWithData(db: Db, accountId: number, currentMonth: string) {
  const rows = await queryRows<{ month: string }>(
    db,
    sql`with recursive first_days(day) as (
          select min(day) from usage_daily where account_id = ${accountId}
          union all
          select (select min(u.day) from usage_daily u
                  where u.account_id = ${accountId}
                    and u.day >= date_trunc('month', f.day) + interval '1 month')
          from first_days f
          where f.day < (${currentMonth} || '-01')::date)
        select to_char(day, 'YYYY-MM') as month from first_days
        where day < (${currentMonth} || '-01')::date + interval '1 month'`,
  );
  return [...new Set([currentMonth, ...rows.map((r) => r.month)])].sort().reverse();
}

export function weeklyTotals(db: Db, accountId: number, from: string, to: string) {
  return queryRows<{ start: string; week: number; volume: number; gallons: number }>(
    db,
    sql`select to_char(w, 'YYYY-MM-DD') as start, extract(week from w)::int as week,
          coalesce(sum(u.volume_l), 0)::float8 as volume, coalesce(sum(u.gallons), 0)::int as gallons
        from generate_series(${from}::timestamp, ${to}::timestamp, interval '7 days') w
        left join usage_daily u
          on u.account_id = ${accountId} and u.day >= w::date and u.day < w::date + 7
        group by w order by w`,
  );
}

export function monthlyTotals(db: Db, accountId: number, year: number, lastMonth: number) {
  return queryRows<{ month: number; volume: number; gallons: number }>(
    db,
    sql`select m as month,
          coalesce(sum(u.volume_l), 0)::float8 as volume, coalesce(sum(u.gallons), 0)::int as gallons
        from generate_series(1, ${lastMonth}::int) m
        left join usage_daily u
          on u.account_id = ${accountId}
         and u.day >= make_date(${year}::int, m, 1)
         and u.day < make_date(${year}::int, m, 1) + interval '1 month'
        group by m order by m`,
  );
}

/**
 * The newest reading of each of the depot's tanks; of two taken at the same moment, the one stored
 * last. Low-stock alerts judge the same reading.
 */
export function latestTankReadings(db: Db, accountId: number) {
  return queryRows<{
    tank_id: number;
    tank_name: string;
    water_level_cm: number;
    volume: number;
    capacity: number;
    height_cm: number;
    timestamp: Date | string;
  }>(
    db,
    sql`select t.id as tank_id, t.name as tank_name, l.water_level_cm, l.volume,
          t.capacity, t.height_cm, l.ts as "timestamp"
        from tanks t
        cross join lateral (
          select water_level_cm, volume, ts from tank_level
          where tank_id = t.id order by ts desc, id desc limit 1) l
        where t.account_id = ${accountId}
        order by t.id`,
  );
}

/** One day's totals of several depots at once (the live stream's usage events). */
export function dayTotalsOf(db: Db, accountIds: number[], day: string) {
  return queryRows<DayTotals & { accountId: number }>(
    db,
    sql`select a.id as "accountId",
          ${dayTotalColumns}
        from (select distinct value::int as id
              from jsonb_array_elements_text(${JSON.stringify(accountIds)}::jsonb)) a
        left join usage_daily u on u.account_id = a.id and u.day = ${day}::date
        group by a.id`,
  );
}
