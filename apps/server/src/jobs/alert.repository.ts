import { and, asc, eq, gte, lte, sql, sum } from 'drizzle-orm';
import type { SmartIotSensorType } from '@depot/contract';
import { queryRows, type Db } from '../db/client';
import { json } from '../db/json-rows';
import { tankLevel, waterUsage } from '../db/schema';
import { notify } from '../modules/notifications';

/** Conditions of one subject (a tank id or a sensor id) of one depot. */
export interface AlertSubject {
  accountId: number;
  subject: string;
  kinds: string[];
}

/**
 * Marks the conditions raised; when at least one was not raised yet (by this or another server
 * process), adds the notification in the same transaction. True when it added one.
 */
export function raise(db: Db, s: AlertSubject, notification: { kind: string; message: string }) {
  return db.transaction(async (tx) => {
    const raised = await queryRows(
      tx,
      sql`insert into alert_state (account_id, kind, subject)
          select ${s.accountId}, k, ${s.subject} from jsonb_array_elements_text(${json(s.kinds)}::jsonb) k
          on conflict do nothing returning 1`,
    );
    if (!raised.length) return false;
    await notify(tx, s.accountId, notification.kind, notification.message);
    return true;
  });
}

/**
 * Marks the conditions cleared; with a notice, adds it in the same transaction when this call
 * (not another server process) cleared at least one of them.
 */
export function clear(db: Db, s: AlertSubject, notice?: { kind: string; message: string }) {
  return db.transaction(async (tx) => {
    const cleared = await queryRows(
      tx,
      sql`delete from alert_state
          where account_id = ${s.accountId} and subject = ${s.subject}
            and kind in (select jsonb_array_elements_text(${json(s.kinds)}::jsonb))
          returning 1`,
    );
    if (cleared.length && notice) await notify(tx, s.accountId, notice.kind, notice.message);
  });
}

/** Every raised condition but 'offline', which the offline sweep keeps in SQL alone. */
export function activeAlerts(db: Db) {
  return queryRows<{ account_id: number; kind: string; subject: string }>(
    db,
    sql`select account_id, kind, subject from alert_state where kind <> 'offline'`,
  );
}

export interface NewestLevel {
  tank_id: number;
  account_id: number;
  name: string;
  capacity: number;
  low_stock_pct: number;
  volume: number;
  ts: Date | string;
}

/** The newest reading of each tank, chosen as the tank card chooses it. */
export function newestLevels(db: Db, tankIds: number[]) {
  return queryRows<NewestLevel>(
    db,
    sql`select t.id as tank_id, t.account_id, t.name, t.capacity, t.low_stock_pct, l.volume, l.ts
        from tanks t
        cross join lateral (
          select volume, ts from tank_level where tank_id = t.id
          order by ts desc, id desc limit 1) l
        where t.id in (select (jsonb_array_elements_text(${json(tankIds)}::jsonb))::int)`,
  );
}

export interface NewestQuality {
  sensor_id: string;
  account_id: number;
  ph: number | null;
  tds: number | null;
  turbidity: number | null;
}

/**
 * Per sensor, the newest value of each parameter measured since `since`; null when none was.
 * A reading without a parameter does not hide an older one that had it.
 */
export function newestQuality(db: Db, sensorIds: string[], since: Date) {
  const newest = (column: 'ph' | 'tds' | 'turbidity') =>
    sql`(select ${sql.identifier(column)} from water_quality q
         where q.sensor_id = s.sensor_id and q.ts >= ${since}
           and ${sql.identifier(column)} is not null
         order by q.ts desc, q.id desc limit 1)`;
  return queryRows<NewestQuality>(
    db,
    sql`select s.sensor_id, s.account_id,
          ${newest('ph')} as ph, ${newest('tds')} as tds, ${newest('turbidity')} as turbidity
        from sensors s
        where s.sensor_id in (select jsonb_array_elements_text(${json(sensorIds)}::jsonb))`,
  );
}

/** A tank's volumes (oldest first) and the litres its depot's taps dispensed, over [from, to]. */
export async function leakWindow(
  db: Db,
  tank: { id: number; accountId: number },
  from: Date,
  to: Date,
) {
  const volumes = await db
    .select({ ts: tankLevel.ts, volume: tankLevel.volume })
    .from(tankLevel)
    .where(and(eq(tankLevel.tankId, tank.id), gte(tankLevel.ts, from), lte(tankLevel.ts, to)))
    .orderBy(asc(tankLevel.ts));
  const [dispensed] = await db
    .select({ litres: sum(waterUsage.volumeL).mapWith(Number) })
    .from(waterUsage)
    .where(
      and(
        eq(waterUsage.accountId, tank.accountId),
        gte(waterUsage.ts, from),
        lte(waterUsage.ts, to),
      ),
    );
  return { volumes, dispensedL: dispensed?.litres ?? 0 };
}

export interface NewestIot {
  sensor_id: string;
  account_id: number;
  sensor_name: string;
  device_name: string;
  sensor_type: SmartIotSensorType;
  is_active: boolean;
  latest_value: number;
  min_value: number | null;
  max_value: number | null;
}

/** The smart IoT sensors' newest values (kept at ingest), when newer than `since`. */
export function newestIot(db: Db, sensorIds: string[], since: Date) {
  return queryRows<NewestIot>(
    db,
    sql`select s.sensor_id, s.account_id, s.sensor_name, d.device_name, s.sensor_type, s.is_active,
          s.latest_value, s.min_value, s.max_value
        from smart_iot_sensors s join smart_iot_devices d on d.id = s.device_id
        where s.sensor_id in (select jsonb_array_elements_text(${json(sensorIds)}::jsonb))
          and s.latest_value is not null and s.latest_at >= ${since.toISOString()}::timestamptz`,
  );
}
