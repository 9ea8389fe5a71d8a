import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export interface MonthWaterBalance {
  /** YYYY-MM */
  month: string;
  /** Litres dispensed through the taps in the month (the per-day rollup). */
  dispensedL: number;
  /** Stock at the month's last level reading minus at its first, summed over the tanks, litres. */
  stockChangeL: number;
  hasLevelReadings: boolean;
}

/**
 * The water balance of `count` months from `firstMonth` (YYYY-MM), months cut in Asia/Jakarta.
 * Each month costs one rollup range read and, per tank, two index probes on (tank_id, ts) for
 * its first and last level reading: never a scan of the month's readings.
 */
export function monthlyWaterBalance(
  db: Db,
  accountId: number,
  firstMonth: string,
  count: number,
): Promise<MonthWaterBalance[]> {
  return queryRows<MonthWaterBalance>(
    db,
    sql`with months as (
          select m::date as first_day,
            (m::timestamp at time zone 'Asia/Jakarta') as starts,
            ((m + interval '1 month')::timestamp at time zone 'Asia/Jakarta') as ends
          from generate_series((${firstMonth} || '-01')::timestamp,
            (${firstMonth} || '-01')::timestamp + (${count - 1}::int * interval '1 month'),
            interval '1 month') m
        ),
        stock as (
          select mo.first_day, sum(l.volume - f.volume) as change, count(*) as tanks
          from months mo
          cross join tanks t
          cross join lateral (
            select volume from tank_level
            where tank_id = t.id and ts >= mo.starts and ts < mo.ends
            order by ts, id limit 1) f
          cross join lateral (
            select volume from tank_level
            where tank_id = t.id and ts >= mo.starts and ts < mo.ends
            order by ts desc, id desc limit 1) l
          where t.account_id = ${accountId}
          group by mo.first_day
        )
        select to_char(mo.first_day, 'YYYY-MM') as month,
          coalesce((select sum(u.volume_l) from usage_daily u
            where u.account_id = ${accountId}
              and u.day >= mo.first_day and u.day < mo.first_day + interval '1 month'), 0)::float8
            as "dispensedL",
          coalesce(s.change, 0)::float8 as "stockChangeL",
          s.tanks is not null as "hasLevelReadings"
        from months mo left join stock s on s.first_day = mo.first_day
        order by mo.first_day`,
  );
}
