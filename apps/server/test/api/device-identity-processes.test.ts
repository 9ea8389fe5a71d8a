import { randomBytes } from 'node:crypto';
import { messages } from '@depot/contract';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { sensors } from '../../src/db/schema';
import { DEMO, seedDemo } from '../../src/demo';
import { hashDeviceKey, newDeviceKey } from '../../src/lib/secrets';
import { freshDatabase, newClientAddress } from '../helpers';
import { deviceClients } from '../mqtt-tools';
import { newDepot, waitFor, type TestDepot } from '../telemetry';

/**
 * Two server processes on one PostgreSQL, each with its own embedded broker, pool and LISTEN
 * connection: a key replaced, or a depot switched off, through one of them ends the devices'
 * connections and keys on the other at once. LISTEN/NOTIFY needs a server, so this runs with
 * TEST_DB=postgres (as CI does); PGlite serves a single process.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('device identity across two processes', () => {
  const devices = deviceClients();
  afterEach(() => devices.endAll());
  const nodes: { app: App; database: Database }[] = [];
  let drop: () => Promise<void>;
  let one: App;
  let two: App;

  beforeAll(async () => {
    const target = await freshDatabase();
    drop = target.drop;
    const jwtSecret = randomBytes(32).toString('hex');
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: target.url });
      if (i === 0) {
        await database.migrate();
        await seedDemo(database.db);
      }
      const app = await buildApp({
        database,
        mqtt: { port: 0, host: '127.0.0.1' },
        jwtSecret,
        jwtExpiresIn: '1h',
        rateLimits: false,
      });
      await app.ready();
      nodes.push({ app, database });
    }
    [one, two] = nodes.map((n) => n.app) as [App, App];
  });
  afterAll(async () => {
    for (const node of nodes) {
      await node.app.close();
      await node.database.close();
    }
    await drop();
  });

  const post = (app: App, sensorId: string, key: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/ingest/${sensorId}`,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const closed = (client: MqttClient) =>
    new Promise<void>((resolve) => {
      if (!client.connected) resolve();
      client.once('close', () => resolve());
    });
  const connectTo = (app: App, d: TestDepot, sensorId: string) =>
    devices.connect(`mqtt://127.0.0.1:${app.mqtt?.port}`, { username: sensorId, password: d.key });
  const unauthorized = { success: false, message: messages.ingest.badCredentials };
  const accepted = { accepted: 1, rejected: 0, errors: [] };

  it("a key replaced through one process ends the other's connection and key", async () => {
    const d = await newDepot({ db: one.db });
    expect((await post(two, d.level, d.key, { water_level_cm: 60 })).json()).toEqual(accepted);
    const device = await connectTo(two, d, d.level);
    const gone = closed(device);

    const [old] = await one.db.delete(sensors).where(eq(sensors.sensorId, d.level)).returning();
    const key = newDeviceKey();
    await one.db
      .insert(sensors)
      .values({ ...(old as typeof sensors.$inferInsert), keyHash: hashDeviceKey(key) });

    await gone;
    const res = await post(two, d.level, d.key, { water_level_cm: 61 });
    expect([res.statusCode, res.json()]).toEqual([401, unauthorized]);
    expect((await post(two, d.level, key, { water_level_cm: 62 })).json()).toEqual(accepted);
  });

  it('a depot switched off through one process is refused by the other, and back when on', async () => {
    const d = await newDepot({ db: one.db });
    expect((await post(two, d.tapA, d.key, { volume_l: 18.9 })).json()).toEqual(accepted);
    const device = await connectTo(two, d, d.tapB);
    const gone = closed(device);
    const login = await one.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: DEMO.admin,
      remoteAddress: newClientAddress(),
    });
    const admin = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const set = async (disabled: boolean) =>
      expect(
        (
          await one.inject({
            method: 'PUT',
            url: `/api/superadmin/accounts/${d.accountId}/disabled`,
            headers: admin,
            payload: { disabled },
          })
        ).statusCode,
      ).toBe(200);

    await set(true);
    await gone;
    const res = await post(two, d.tapA, d.key, { volume_l: 18.9 });
    expect([res.statusCode, res.json()]).toEqual([401, unauthorized]);

    await set(false);
    // The other process hears of it through NOTIFY, a moment later: waited for, not timed.
    const again = await waitFor(
      'the other process to take the depot again',
      async () => {
        const r = await post(two, d.tapA, d.key, { volume_l: 18.9 });
        return r.statusCode === 200 && r.json();
      },
      15_000,
    );
    expect(again).toEqual(accepted);
  });
});
