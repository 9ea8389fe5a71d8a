import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** Gallons the taps filled, each fill with its moment, in [from, to): the reconciliation's taps. */
export function tapFills(db: Db, accountId: number, from: Date, to: Date) {
  return queryRows<{ ts: Date; gallons: number }>(
    db,
    sql`select ts, gallons from water_usage
        where account_id = ${accountId} and ts >= ${from.toISOString()}::timestamptz
          and ts < ${to.toISOString()}::timestamptz
        order by ts`,
  ).then((rows) => rows.map((r) => ({ ts: new Date(r.ts), gallons: Number(r.gallons) })));
}

/** Gallons the taps filled per WIB day `fromDay`..`toDay` (the rollup), days without any left out. */
export function dailyTapGallons(db: Db, accountId: number, fromDay: string, toDay: string) {
  return queryRows<{ day: string; gallons: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(gallons)::int as gallons from usage_daily
        where account_id = ${accountId} and day between ${fromDay}::date and ${toDay}::date
        group by day`,
  );
}

/** Depots whose taps filled anything on a WIB day. */
export function depotsWithFills(db: Db, day: string) {
  return queryRows<{ accountId: number }>(
    db,
    sql`select distinct account_id as "accountId" from usage_daily where day = ${day}::date`,
  ).then((rows) => rows.map((r) => r.accountId));
}
