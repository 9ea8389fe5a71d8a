import { BIKE_SEED, bikeDayRandom, simulateBikeDay, wibMidnight } from '@depot/simulator';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Reading } from '../ingest';
import { sensors } from '../db/schema';
import { HistoryWriter } from './history-writer';
import { DEMO_TRACKERS } from './trackers';

type BikeFix = ReturnType<typeof simulateBikeDay>['fixes'][number];

/** A simulated bike's fix as the ingestion path takes a tracker's position. */
export const positionReading = (
  f: BikeFix,
  tracker: { id: string; accountId: number },
): Reading => ({
  kind: 'position',
  sensorId: tracker.id,
  accountId: tracker.accountId,
  ts: new Date(f.ts),
  seq: null,
  lat: f.lat,
  lon: f.lon,
  speed: f.speed,
  bearing: f.bearing,
  accuracy: f.accuracy,
  altitude: null,
  battery: f.battery,
});

/** Fixes per write: one engine pass per tracker and a handful of statements each. */
const CHUNK = 5000;

/**
 * Gives the demo motorbikes `days` of delivery rounds (the simulator's model, the same rounds the
 * live bikes ride on those days), written through the same batch writer as live positions, so
 * the points, trips and stops, daily rollups and engine state come out as if they had been sent.
 * Returns the number of positions written.
 */
export async function seedDemoTrackerHistory(database: Database, days = 30, now = Date.now()) {
  const trackers = await database.db
    .select({ id: sensors.sensorId, accountId: sensors.accountId })
    .from(sensors)
    .where(
      inArray(
        sensors.sensorId,
        DEMO_TRACKERS.map((t) => t.id),
      ),
    );
  if (!trackers.length) return 0;

  const writer = new HistoryWriter(database, now, CHUNK);
  const today = wibMidnight(now);
  for (let day = today - days * 86_400_000; day <= today; day += 86_400_000) {
    for (const tracker of trackers) {
      // The bike's place in DEMO_TRACKERS is its place in the live simulator: the same rounds.
      const bike = DEMO_TRACKERS.findIndex((t) => t.id === tracker.id);
      const { fixes } = simulateBikeDay({ dayStart: day }, bikeDayRandom(BIKE_SEED, bike, day));
      for (const f of fixes) {
        if (f.ts > now) break;
        await writer.add(positionReading(f, tracker));
      }
    }
  }
  await writer.flush();
  // Nothing has been heard from the bikes: they are Offline until the live simulator (or a
  // real phone) sends, and a demo run without the simulator raises no 'offline' for them.
  return writer.written;
}
