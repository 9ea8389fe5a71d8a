import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  accounts,
  sensors,
  trackerDaily,
  trackerPositions,
  trackerSegments,
} from '../src/db/schema';
import { hashDeviceKey, newDeviceKey } from '../src/lib/secrets';

/**
 * Tracker rows written straight into the tables ingestion fills, so the API's reads can be
 * checked against figures worked out by hand.
 */

export interface TestTracker {
  id: string;
  name: string;
  key: string;
  accountId: number;
}

export async function insertTracker(
  db: Db,
  accountId: number,
  row: { id: string; name: string; lastOnline?: Date | null },
): Promise<TestTracker> {
  const key = newDeviceKey();
  await db.insert(sensors).values({
    sensorId: row.id,
    accountId,
    name: row.name,
    kind: 'gps',
    keyHash: hashDeviceKey(key),
    lastOnline: row.lastOnline ?? null,
  });
  return { id: row.id, name: row.name, key, accountId };
}

export async function setLastOnline(db: Db, trackerId: string, lastOnline: Date | null) {
  await db.update(sensors).set({ lastOnline }).where(eq(sensors.sensorId, trackerId));
}

export async function setDepotLocation(db: Db, accountId: number, lat: number, lon: number) {
  await db
    .update(accounts)
    .set({ latitude: lat, longitude: lon })
    .where(eq(accounts.id, accountId));
}

export interface TestPosition {
  /** ISO-8601 with offset, or epoch ms */
  ts: string | number;
  lat: number;
  lon: number;
  speed?: number | null;
  bearing?: number | null;
  battery?: number | null;
}

/** Inserts positions in chunks (each row is 8 parameters; PostgreSQL allows 65 535 a statement). */
export async function insertPositions(db: Db, tracker: TestTracker, points: TestPosition[]) {
  const rows = points.map((p) => ({
    trackerId: tracker.id,
    accountId: tracker.accountId,
    ts: new Date(p.ts),
    lat: p.lat,
    lon: p.lon,
    speed: p.speed ?? null,
    bearing: p.bearing ?? null,
    battery: p.battery ?? null,
  }));
  for (let i = 0; i < rows.length; i += 5000) {
    await db.insert(trackerPositions).values(rows.slice(i, i + 5000));
  }
}

export interface TestSegment {
  kind: 'trip' | 'stop';
  start: string | number;
  end: string | number;
  closed?: boolean;
  from: [number, number];
  to: [number, number];
  distanceM: number;
  maxSpeedKmh: number;
}

export async function insertSegments(db: Db, tracker: TestTracker, segments: TestSegment[]) {
  const rows = segments.map((s) => ({
    trackerId: tracker.id,
    accountId: tracker.accountId,
    kind: s.kind,
    startTs: new Date(s.start),
    endTs: new Date(s.end),
    closed: s.closed ?? true,
    startLat: s.from[0],
    startLon: s.from[1],
    endLat: s.to[0],
    endLon: s.to[1],
    distanceM: s.distanceM,
    maxSpeedKmh: s.maxSpeedKmh,
  }));
  for (let i = 0; i < rows.length; i += 2000) {
    await db.insert(trackerSegments).values(rows.slice(i, i + 2000));
  }
}

export async function insertDaily(
  db: Db,
  tracker: TestTracker,
  days: {
    day: string;
    distanceM: number;
    movingSec: number;
    maxSpeedKmh: number;
    points: number;
  }[],
) {
  await db
    .insert(trackerDaily)
    .values(days.map((d) => ({ trackerId: tracker.id, accountId: tracker.accountId, ...d })));
}

/** Small offsets (≤ 10 m) of a parked bike's GPS, [Δlat°, Δlon°]: the hand-worked routes' jitter. */
export const JITTER: [number, number][] = [
  [0, 0],
  [0.00005, 0.00003],
  [-0.00004, 0.00002],
  [0.00007, -0.00005],
  [-0.00006, -0.00003],
  [0.00003, 0.00008],
  [-0.00008, 0.00001],
  [0.00002, -0.00007],
  [0.00006, 0.00004],
  [-0.00003, -0.00006],
  [0.00001, 0.00005],
];
