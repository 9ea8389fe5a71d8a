import { simulateDay, seededRandom, wibMidnight, type TankState } from '@depot/simulator';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, sensors, tanks } from '../db/schema';
import { HistoryWriter } from './history-writer';
import { seedDemoIotHistory } from './iot-history';
import { DEMO } from './seed';
import { seedDemoTrackerHistory } from './tracker-history';

/** The motorbikes' history is shorter: a month shows every screen, a year would slow the start. */
const TRACKER_DAYS = 30;

const CHUNK = 10_000;
const TAP_SENSOR = { A: 'tap-a', B: 'tap-b', C: 'tap-c' } as const;

/**
 * Fills the demo depot with `days` of realistic history (the simulator's model: gallons per tap
 * with morning and evening peaks, the tank drawn down and refilled, quality readings) and its
 * motorbikes with a month of delivery rounds, and its weather station and farm with the
 * simulator's weather (see seedDemoIotHistory), written through the same batch writer as live
 * readings so the daily rollups, trips and stops come out the same.
 */
export async function seedDemoHistory(database: Database, days = 365, now = Date.now()) {
  const [depot] = await database.db
    .select({
      accountId: accounts.id,
      tankId: tanks.id,
      capacity: tanks.capacity,
      heightCm: tanks.heightCm,
    })
    .from(accounts)
    .innerJoin(tanks, eq(tanks.accountId, accounts.id))
    .where(eq(accounts.username, DEMO.owner.username));
  if (!depot) return { readings: 0, positions: 0, iot: 0 };
  const [level] = await database.db
    .select({ id: sensors.sensorId })
    .from(sensors)
    .where(and(eq(sensors.accountId, depot.accountId), eq(sensors.kind, 'level')));
  const prefix = DEMO.owner.username;
  const base = { accountId: depot.accountId, seq: null };
  const rng = seededRandom(20_26);
  const tank: TankState = { capacity: depot.capacity, volume: depot.capacity * 0.8, refillRate: 0 };

  const writer = new HistoryWriter(database, now, CHUNK);
  const today = wibMidnight(now);
  for (let day = today - days * 86_400_000; day <= today; day += 86_400_000) {
    const events = simulateDay(
      { dayStart: day, levelEveryMs: 10 * 60_000, qualityEveryMs: 30 * 60_000 },
      tank,
      rng,
    );
    for (const e of events) {
      if (e.ts > now) break;
      const ts = new Date(e.ts);
      if (e.type === 'gallon') {
        await writer.add({
          ...base,
          kind: 'flow',
          sensorId: `${prefix}-${TAP_SENSOR[e.tap]}`,
          ts,
          tap: e.tap,
          volumeL: e.volumeL,
        });
      } else if (e.type === 'level' && level) {
        const volume = Math.min(depot.capacity, Math.max(0, e.volume));
        await writer.add({
          ...base,
          kind: 'level',
          sensorId: level.id,
          tankId: depot.tankId,
          ts,
          volume,
          waterLevelCm: (volume / depot.capacity) * depot.heightCm,
        });
      } else if (e.type === 'quality') {
        const { type: _type, ts: _ts, ...values } = e;
        await writer.add({
          ...base,
          kind: 'quality',
          sensorId: `${prefix}-quality`,
          ts,
          ...values,
        });
      }
    }
  }
  await writer.flush();
  const positions = await seedDemoTrackerHistory(database, TRACKER_DAYS, now);
  const iot = await seedDemoIotHistory(database, days, now);
  return { readings: writer.written, positions, iot };
}
