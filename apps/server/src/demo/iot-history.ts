import { createClimate, initialSoil, iotReadingsAt, wibMidnight } from '@depot/simulator';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sensors, smartIotSensors } from '../db/schema';
import { HistoryWriter } from './history-writer';
import { DEMO_IOT_IDS, DEMO_IOT_SEED } from './iot';

/**
 * A reading every 30 minutes for the year and every minute (as the live sensors send) for the
 * last two days: the year's charts read the hourly rollup, which two readings an hour fill
 * (a storm's drop still shows), while the day charts and the raw list show minute detail. Nine
 * sensors make about 183,000 rows, which added 6–9 s to the first start on PGlite (measured);
 * every 15 minutes made 340,000 rows and 25 s, one a minute would be 4.7 million rows.
 */
const EVERY_MS = 30 * 60_000;
const RECENT_EVERY_MS = 60_000;
const RECENT_MS = 2 * 86_400_000;
const CHUNK = 20_000;

/**
 * Gives the demo weather station and farm `days` of readings from the simulator's model,
 * written through the same batch writer as live readings so the hourly rollup comes out the
 * same. Returns the number of readings written.
 */
export async function seedDemoIotHistory(database: Database, days = 365, now = Date.now()) {
  const { station, farm } = DEMO_IOT_IDS;
  const ids = [...Object.values(station), farm.temperature, ...farm.soil];
  const rows = await database.db
    .select({ id: sensors.sensorId, accountId: sensors.accountId })
    .from(sensors)
    .where(inArray(sensors.sensorId, ids));
  const account = new Map(rows.map((r) => [r.id, r.accountId]));
  if (!rows.length) return 0;

  const climate = createClimate(DEMO_IOT_SEED);
  const start = wibMidnight(now) - days * 86_400_000;
  const soil = initialSoil(start);
  const recent = Math.floor((now - RECENT_MS) / EVERY_MS) * EVERY_MS;
  const last = new Map<string, { value: number; ts: Date }>();
  const writer = new HistoryWriter(database, now, CHUNK);
  for (let t = start; t <= now; t += t < recent ? EVERY_MS : RECENT_EVERY_MS) {
    const ts = new Date(t);
    for (const { sensorId, value } of iotReadingsAt(climate, soil, t, DEMO_IOT_IDS)) {
      const accountId = account.get(sensorId);
      if (accountId === undefined) continue;
      await writer.add({ kind: 'iot', sensorId, accountId, ts, seq: null, value });
      last.set(sensorId, { value, ts });
    }
  }
  await writer.flush();
  // The batch writer keeps the latest value only for sensors heard now; history is not "heard"
  // (as with the motorbikes, a run without the simulator raises no 'offline' for them), so the
  // latest value is set here, from the same readings.
  for (const [sensorId, { value, ts }] of last) {
    await database.db
      .update(smartIotSensors)
      .set({ latestValue: value, latestAt: ts })
      .where(eq(smartIotSensors.sensorId, sensorId));
  }
  return writer.written;
}
