import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IngestReply } from '@depot/contract';
import { and, asc, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import {
  notifications,
  sensors,
  tankLevel,
  trackerPositions,
  usageDaily,
  waterQuality,
  waterUsage,
} from '../src/db/schema';
import { hashDeviceKey, hashPassword, newDeviceKey } from '../src/lib/secrets';
import { insertDepot } from '../src/modules/admin';
import { unique } from './fixtures';
import { freshDatabase, type TestContext } from './helpers';
import { insertTracker, type TestTracker } from './tracker-fixtures';

/** A depot of its own, so a test's rows, rollups and alerts never meet another test's. */
export interface TestDepot {
  username: string;
  password: string;
  accountId: number;
  tankId: number;
  key: string;
  level: string;
  tapA: string;
  tapB: string;
  tapC: string;
  quality: string;
}

/**
 * Registers a depot like the demo one: tank 'Tangki Utama' (1000 L, 120 cm), a level sensor,
 * flow meters on taps A/B/C and a quality sensor, all with one fresh device key. Create it
 * before the first reading: the ingest sensor directory caches lookups (also misses) for 30 s.
 */
let passwordHash: Promise<string> | undefined;
const password = 'rahasia123';

export async function newDepot(t: Pick<TestContext, 'db'>): Promise<TestDepot> {
  const username = unique('dep');
  const key = newDeviceKey();
  const keyHash = hashDeviceKey(key);
  const ids = {
    level: `${username}-level`,
    tapA: `${username}-tap-a`,
    tapB: `${username}-tap-b`,
    tapC: `${username}-tap-c`,
    quality: `${username}-quality`,
  };
  const sensor = (
    sensor_id: string,
    nama_sensor: string,
    kind: 'level' | 'flow' | 'quality',
    tap: 'A' | 'B' | 'C' | null = null,
  ) => ({ sensor_id, nama_sensor, kind, tap, is_main: kind === 'level', keyHash });
  const accountId = await insertDepot(t.db, {
    username,
    passwordHash: await (passwordHash ??= hashPassword(password)),
    depotName: 'Depot Uji',
    address: 'Jl. Uji 1',
    tank: { name: 'Tangki Utama', capacity: 1000, heightCm: 120 },
    sensors: [
      sensor(ids.level, 'Sensor Level Tangki', 'level'),
      sensor(ids.tapA, 'Flow Meter Keran A', 'flow', 'A'),
      sensor(ids.tapB, 'Flow Meter Keran B', 'flow', 'B'),
      sensor(ids.tapC, 'Flow Meter Keran C', 'flow', 'C'),
      sensor(ids.quality, 'Sensor Kualitas Air', 'quality'),
    ],
  });
  const [row] = await t.db
    .select({ tankId: sensors.tankId })
    .from(sensors)
    .where(eq(sensors.sensorId, ids.level));
  if (!row?.tankId) throw new Error('depot has no tank');
  return { username, password, accountId, tankId: row.tankId, key, ...ids };
}

/** A device's POST /api/ingest/{sensorId}; `body` as a string is sent verbatim as JSON. */
export function postReading(
  t: Pick<TestContext, 'app'>,
  sensorId: string,
  key: string | null,
  body: unknown,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ingest/${encodeURIComponent(sensorId)}`,
    headers: {
      'content-type': 'application/json',
      ...(key === null ? {} : { authorization: `Bearer ${key}` }),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export type RejectedReply = IngestReply & { success: false; message: string };

export const levelRows = (t: Pick<TestContext, 'db'>, sensorId: string) =>
  t.db
    .select()
    .from(tankLevel)
    .where(eq(tankLevel.sensorId, sensorId))
    .orderBy(asc(tankLevel.ts), asc(tankLevel.id));

export const usageRows = (t: TestContext, sensorId: string) =>
  t.db
    .select()
    .from(waterUsage)
    .where(eq(waterUsage.sensorId, sensorId))
    .orderBy(asc(waterUsage.ts), asc(waterUsage.id));

export const qualityRows = (t: Pick<TestContext, 'db'>, sensorId: string) =>
  t.db
    .select()
    .from(waterQuality)
    .where(eq(waterQuality.sensorId, sensorId))
    .orderBy(asc(waterQuality.ts), asc(waterQuality.id));

export const dailyRows = (t: TestContext, accountId: number) =>
  t.db
    .select({
      day: usageDaily.day,
      tap: usageDaily.tap,
      gallons: usageDaily.gallons,
      volumeL: usageDaily.volumeL,
    })
    .from(usageDaily)
    .where(eq(usageDaily.accountId, accountId))
    .orderBy(asc(usageDaily.day), asc(usageDaily.tap));

export const notificationsOf = (t: Pick<TestContext, 'db'>, accountId: number, kind?: string) =>
  t.db
    .select()
    .from(notifications)
    .where(
      kind
        ? and(eq(notifications.accountId, accountId), eq(notifications.kind, kind))
        : eq(notifications.accountId, accountId),
    )
    .orderBy(asc(notifications.id));

/** The Asia/Jakarta calendar day of a moment, as 'YYYY-MM-DD'. */
export function jakartaDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(at);
}

/**
 * Polls `probe` until it returns something other than undefined/false, or fails after
 * `timeoutMs` with the last value seen. No fixed sleeps: the common case returns at once.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 2000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A database that can be closed and opened again, like a server restart: PGlite in a temporary
 * data directory, or a fresh database on DATABASE_URL's server when TEST_DB=postgres.
 */
export async function reopenableDatabase() {
  const target = await freshDatabase();
  const dataDir = target.url ? undefined : mkdtempSync(join(tmpdir(), 'depot-restart-'));
  // The template's dump goes into the empty directory on the first open only.
  let loadDataDir = target.loadDataDir;
  return {
    async open(): Promise<Database> {
      const database = await openDatabase({ url: target.url, dataDir, loadDataDir });
      loadDataDir = undefined;
      await database.migrate();
      return database;
    },
    async drop() {
      await target.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A motorbike tracker (a `gps` sensor) of a test depot, with a key of its own. */
export function newTracker(
  t: Pick<TestContext, 'db'>,
  depot: Pick<TestDepot, 'username' | 'accountId'>,
  name = 'Motor 1',
): Promise<TestTracker> {
  return insertTracker(t.db, depot.accountId, { id: unique(`${depot.username}-motor`), name });
}

/** A tracker's GET /api/osmand with these query parameters. */
export function osmand(t: Pick<TestContext, 'app'>, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return t.app.inject({ method: 'GET', url: `/api/osmand?${search}` });
}

export const positionRows = (t: Pick<TestContext, 'db'>, trackerId: string) =>
  t.db
    .select()
    .from(trackerPositions)
    .where(eq(trackerPositions.trackerId, trackerId))
    .orderBy(asc(trackerPositions.ts));
