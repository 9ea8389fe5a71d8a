import { QUALITY_HISTORY_DAYS, QUALITY_LIMITS } from '@depot/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

const PH_MIDDLE = (QUALITY_LIMITS.ph.min + QUALITY_LIMITS.ph.max) / 2;

/** The depot's name (its account's; an employee path is answered with the employer's id). */
export async function depotName(db: Db, accountId: number) {
  const [row] = await queryRows<{ depot_name: string | null }>(
    db,
    sql`select depot_name from accounts where id = ${accountId}`,
  );
  return row?.depot_name ?? null;
}

/**
 * Per parameter, the newest value any of the depot's quality sensors measured, and when the
 * newest of them was taken. A reading without a parameter does not hide an older one that had it.
 */
export async function newestQuality(db: Db, accountId: number) {
  const newest = (column: 'ph' | 'tds' | 'turbidity') =>
    sql`(select q.${sql.identifier(column)} from water_quality q
         where q.sensor_id = s.sensor_id and q.${sql.identifier(column)} is not null
         order by q.ts desc, q.id desc limit 1)`;
  const [row] = await queryRows<{
    ts: Date | string | null;
    ph: number | null;
    tds: number | null;
    turbidity: number | null;
  }>(
    db,
    sql`select (select max(q.ts) from water_quality q where q.sensor_id = s.sensor_id) as ts,
          ${newest('ph')} as ph, ${newest('tds')} as tds, ${newest('turbidity')} as turbidity
        from sensors s
        where s.account_id = ${accountId} and s.kind = 'quality'
        order by s.is_main desc, s.sensor_id
        limit 1`,
  );
  return row;
}

/**
 * Per hour of the last QUALITY_HISTORY_DAYS days, each parameter's worst reading (a mean would
 * hide a bad minute): the highest TDS and turbidity, the pH farthest from the limits' middle.
 */
export function qualityHours(db: Db, accountId: number, now: Date) {
  return queryRows<{
    ts: Date | string;
    ph: number | null;
    tds: number | null;
    turbidity: number | null;
  }>(
    db,
    sql`select date_trunc('hour', q.ts) as ts,
          (array_agg(q.ph order by abs(q.ph - ${PH_MIDDLE}) desc)
            filter (where q.ph is not null))[1] as ph,
          max(q.tds) as tds, max(q.turbidity) as turbidity
        from water_quality q join sensors s on s.sensor_id = q.sensor_id
        where s.account_id = ${accountId}
          and q.ts > ${now.toISOString()}::timestamptz - make_interval(days => ${QUALITY_HISTORY_DAYS})
          and q.ts <= ${now.toISOString()}::timestamptz
        group by 1 order by 1`,
  );
}

/**
 * The depot's own devices (tank level, tap flow meters, water quality, others), with when each
 * was last heard; motorbike trackers and the smart weather and farming devices have their pages.
 */
export function devices(db: Db, accountId: number) {
  return queryRows<{ name: string; kind: string; last_online: Date | string | null }>(
    db,
    sql`select name, kind, last_online from sensors
        where account_id = ${accountId} and kind in ('level', 'flow', 'quality', 'other')
        order by kind, name`,
  );
}
