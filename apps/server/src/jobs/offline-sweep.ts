import { formatDateTime, messages, OFFLINE_AFTER_MS, TRACKER_ONLINE_MS } from '@depot/contract';
import type { Database } from '../db/client';
import { notifyAll } from '../modules/notifications';

/** The advisory lock that lets one server process of a cluster sweep at a time. */
export const OFFLINE_SWEEP_LOCK = 0x6f66666c; // 'offl'

interface Change {
  kind: 'offline' | 'online';
  account_id: number;
  sensor_id: string;
  name: string;
  last_online: Date | string | null;
}

/**
 * In one statement: raises 'offline' for every sensor silent since its limit ($1, or $2 for a
 * motorbike tracker) and not raised yet, and clears it for every raised sensor heard since. Returns the sensors whose state changed.
 * Safe to run concurrently: a condition raised or cleared by another run is not returned again.
 */
const SWEEP = `
  with gone as (
    insert into alert_state (account_id, kind, subject)
    select s.account_id, 'offline', s.sensor_id from sensors s
    where s.last_online < case when s.kind = 'gps' then $2::timestamptz else $1::timestamptz end
      and not exists (select 1 from alert_state a
        where a.account_id = s.account_id and a.kind = 'offline' and a.subject = s.sensor_id)
    on conflict do nothing
    returning account_id, subject),
  back as (
    delete from alert_state a using sensors s
    where a.kind = 'offline' and s.sensor_id = a.subject and s.account_id = a.account_id
      and s.last_online >= case when s.kind = 'gps' then $2::timestamptz else $1::timestamptz end
    returning a.account_id, s.sensor_id, s.name)
  select 'offline' as kind, g.account_id, s.sensor_id, s.name, s.last_online
  from gone g join sensors s on s.sensor_id = g.subject
  union all
  select 'online', account_id, sensor_id, name, null from back`;

function notificationOf(c: Change) {
  const label = `${c.name} (${c.sensor_id})`;
  const message =
    c.kind === 'online'
      ? messages.alerts.online(label)
      : messages.alerts.offline(label, formatDateTime(new Date(c.last_online ?? 0)));
  return { accountId: c.account_id, kind: c.kind, message };
}

/**
 * Devices gone silent past OFFLINE_AFTER_MS (a tracker past TRACKER_ONLINE_MS), and back again, for the whole fleet in at most
 * three statements. When another server process is sweeping, returns false and does nothing.
 * `notified` hears of each notification added, once committed.
 */
export async function sweepOffline(
  database: Database,
  now: Date,
  notified: (accountId: number, kind: string) => void = () => {},
): Promise<boolean> {
  const added: Change[] = [];
  const swept = await database.rawTransaction(async (query) => {
    const [lock] = await query<{ locked: boolean }>(
      `select pg_try_advisory_xact_lock(${OFFLINE_SWEEP_LOCK}) as locked`,
    );
    if (!lock?.locked) return false;
    const changes = await query<Change>(SWEEP, [
      new Date(now.getTime() - OFFLINE_AFTER_MS),
      new Date(now.getTime() - TRACKER_ONLINE_MS),
    ]);
    await notifyAll(query, changes.map(notificationOf));
    added.push(...changes);
    return true;
  });
  for (const c of added) notified(c.account_id, c.kind);
  return swept;
}
