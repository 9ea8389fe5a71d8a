import { randomBytes } from 'node:crypto';
import { messages } from '@depot/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { alertState, notifications, sensors } from '../../src/db/schema';
import { seedDemo } from '../../src/demo';
import { accountId } from '../fixtures';
import { DEMO } from '../helpers';
import { reopenableDatabase } from '../telemetry';

// The same stored database served by one server, then by a fresh one after a restart: raised
// alerts must be neither repeated nor forgotten.
let store: Awaited<ReturnType<typeof reopenableDatabase>>;
let server: { app: App; database: Database } | undefined;
const jwtSecret = randomBytes(32).toString('hex');

async function start() {
  const database = await store.open();
  await seedDemo(database.db);
  const app = await buildApp({ database, jwtSecret, jwtExpiresIn: '1h' });
  await app.ready();
  server = { app, database };
  return server;
}

async function stop() {
  await server?.app.close();
  await server?.database.close();
  server = undefined;
}

beforeAll(async () => {
  store = await reopenableDatabase();
});
afterAll(async () => {
  await stop();
  await store.drop();
});

/** A device's reading; resolves once alerts have judged it. */
async function ingest(app: App, sensorId: string, body: object) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/ingest/${sensorId}`,
    headers: { authorization: `Bearer ${DEMO.deviceKey}` },
    payload: body,
  });
  await app.alerts.idle();
  return res;
}

async function sent(database: Database, kind: string) {
  const owner = await accountId(database.db, DEMO.owner.username);
  const rows = await database.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.accountId, owner), eq(notifications.kind, kind)));
  return rows.map((r) => r.message);
}

const raised = async (database: Database, kind: string) =>
  (await database.db.select().from(alertState).where(eq(alertState.kind, kind))).length;

describe('alerts across a server restart', () => {
  it('neither repeats an offline or low-stock alert nor forgets to clear it', async () => {
    const before = await start();
    const label = `Sensor Kualitas Air (depot1-quality)`;
    await before.database.db
      .update(sensors)
      .set({ lastOnline: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sensors.sensorId, 'depot1-quality'));
    await before.app.alerts.checkOffline();
    expect((await ingest(before.app, 'depot1-level', { water_level_cm: 20 })).statusCode).toBe(200);
    expect(await sent(before.database, 'offline')).toHaveLength(1);
    expect(await sent(before.database, 'low_stock')).toHaveLength(1);
    await stop();

    const after = await start();
    await after.app.alerts.checkOffline();
    expect((await ingest(after.app, 'depot1-level', { water_level_cm: 18 })).statusCode).toBe(200);
    expect(await sent(after.database, 'offline')).toHaveLength(1);
    expect(await sent(after.database, 'low_stock')).toHaveLength(1);
    expect(await raised(after.database, 'offline')).toBe(1);

    // Cleared by the new server, from the state the old one stored.
    expect((await ingest(after.app, 'depot1-quality', { heartbeat: true })).statusCode).toBe(200);
    await after.app.alerts.checkOffline();
    expect(await raised(after.database, 'offline')).toBe(0);
    expect(await sent(after.database, 'online')).toEqual([messages.alerts.online(label)]);

    expect((await ingest(after.app, 'depot1-level', { water_level_cm: 90 })).statusCode).toBe(200);
    expect(await raised(after.database, 'low_stock')).toBe(0);
    expect((await ingest(after.app, 'depot1-level', { water_level_cm: 20 })).statusCode).toBe(200);
    expect(await sent(after.database, 'low_stock')).toHaveLength(2);
  }, 60_000);
});
