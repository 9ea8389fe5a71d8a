import { formatDateTime, formatTime, mapUrl, messages, type AlarmEvent } from '@depot/contract';
import type { RawQuery } from '../../db/client';
import { notifyAll } from '../notifications';

/** An alarm a tracker raised, with the fix it came with when that fix is a usable place. */
export interface AlarmInput {
  alarm: string;
  /** When the tracker raised it. */
  ts: Date;
  place: { lat: number; lon: number } | null;
}

export interface AlarmsWritten {
  accountId: number;
  /** The notification's kind (`sos`), for the live stream's `notification` event. */
  kind: string;
  event: AlarmEvent;
}

/** Six decimals (about 10 cm), as a person reads and types a coordinate. */
const coordinate = (v: number) => String(Number(v.toFixed(6)));

/**
 * Tells the tracker's depot of each alarm at once, in the caller's transaction: a notification
 * naming the bike, the time and the place with a map link. An alarm without a usable fix (the
 * phone had none, or it was marked invalid) names the bike's last stored position instead, with
 * its time, or says that none is known.
 */
export async function writeAlarms(
  query: RawQuery,
  trackerId: string,
  alarms: AlarmInput[],
): Promise<AlarmsWritten[]> {
  if (!alarms.length) return [];
  const [tracker] = await query<{ account_id: number; name: string }>(
    `select account_id, name from sensors where sensor_id = $1`,
    [trackerId],
  );
  if (!tracker) return [];
  const needsLast = alarms.some((a) => a.place === null);
  const [last] = needsLast
    ? await query<{ lat: number; lon: number; ts: Date | string }>(
        `select lat, lon, ts from tracker_positions where tracker_id = $1 order by ts desc limit 1`,
        [trackerId],
      )
    : [];
  const bike = `${tracker.name} (${trackerId})`;
  const written = alarms.map((a): AlarmsWritten => {
    const at = a.place
      ? { ...a.place, since: null }
      : last
        ? { lat: last.lat, lon: last.lon, since: new Date(last.ts) }
        : null;
    const lat = at ? coordinate(at.lat) : '';
    const lon = at ? coordinate(at.lon) : '';
    const url = at ? mapUrl(Number(lat), Number(lon)) : null;
    const place =
      !at || !url
        ? messages.tracker.sosNowhere
        : at.since
          ? messages.tracker.sosLastKnown(lat, lon, formatDateTime(at.since), url)
          : messages.tracker.sosHere(lat, lon, url);
    const message = messages.tracker.sos(bike, formatTime(a.ts), place);
    return {
      accountId: tracker.account_id,
      kind: a.alarm,
      event: {
        type: 'alarm',
        alarm: a.alarm,
        tracker_id: trackerId,
        tracker_name: tracker.name,
        message,
        latitude: at?.lat ?? null,
        longitude: at?.lon ?? null,
        map_url: url,
        timestamp: a.ts.toISOString(),
      },
    };
  });
  await notifyAll(
    query,
    written.map((w) => ({ accountId: w.accountId, kind: w.kind, message: w.event.message })),
  );
  return written;
}
