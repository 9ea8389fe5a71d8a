import { messages } from '@depot/contract';
import { eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sensors } from '../../src/db/schema';
import { hashDeviceKey, newDeviceKey } from '../../src/lib/secrets';
import { asAdmin, unique } from '../fixtures';
import { useTestApp } from '../use-test-app';
import { startEmbeddedBroker } from '../../src/ingest/mqtt-embedded';
import { REFUSAL_TTL_MS } from '../../src/ingest/sensor-directory';
import { captureLog, deviceClients } from '../mqtt-tools';
import {
  levelRows,
  newDepot,
  newTracker,
  osmand,
  postReading,
  waitFor,
  type TestDepot,
} from '../telemetry';

// A device's identity holds: a deleted sensor's key or a disabled depot's devices end at once on
// every transport, a client id belongs to the device that logs in with it, one key opens only a
// few connections.

const devices = deviceClients();
afterEach(() => devices.endAll());

const t = useTestApp({ mqtt: {}, rateLimits: false });
let url: string;
beforeAll(async () => {
  url = `mqtt://127.0.0.1:${t.app.mqtt?.port}`;
});

/** Resolves once the broker has closed this connection. */
const closed = (client: MqttClient) =>
  new Promise<void>((resolve) => {
    if (client.disconnected || !client.connected) resolve();
    client.once('close', () => resolve());
  });

/** A CONNECT the broker must refuse; resolves with the refusal's message. */
async function refusedConnect(options: mqtt.IClientOptions): Promise<string> {
  try {
    const client = await mqtt.connectAsync(url, { reconnectPeriod: 0, ...options });
    await client.endAsync(true);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('the broker accepted the connection');
}

/** Deletes a depot sensor and adds it again with the same id and a new key, as the docs say. */
async function replaceKey(sensorId: string): Promise<string> {
  const [old] = await t.db.delete(sensors).where(eq(sensors.sensorId, sensorId)).returning();
  if (!old) throw new Error(`no sensor ${sensorId}`);
  const key = newDeviceKey();
  await t.db.insert(sensors).values({ ...old, keyHash: hashDeviceKey(key), lastOnline: null });
  return key;
}

async function setDisabled(d: TestDepot, disabled: boolean) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/superadmin/accounts/${d.accountId}/disabled`,
    headers: await asAdmin(t),
    payload: { disabled },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const unauthorized = { success: false, message: messages.ingest.badCredentials };

describe('a replaced key', () => {
  it('fails over HTTP at once, and nothing it sends is stored under the new sensor', async () => {
    const d = await newDepot(t);
    expect((await postReading(t, d.level, d.key, { water_level_cm: 60, seq: 1 })).statusCode).toBe(
      200,
    );
    const newKey = await replaceKey(d.level);
    const old = await postReading(t, d.level, d.key, { water_level_cm: 70, seq: 2 });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(unauthorized);
    const fresh = await postReading(t, d.level, newKey, { water_level_cm: 80, seq: 3 });
    expect(fresh.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
    // The old sensor's readings went with it; the old key's 70 was never stored.
    expect((await levelRows(t, d.level)).map((r) => r.waterLevelCm)).toEqual([80]);
  });

  it("closes the old key's MQTT connection and refuses its next CONNECT", async () => {
    const d = await newDepot(t);
    const device = await devices.connect(url, { username: d.level, password: d.key });
    await device.publishAsync(`sensors/${d.level}/data`, '{"water_level_cm":60,"seq":1}', {
      qos: 1,
    });
    const gone = closed(device);
    await replaceKey(d.level);
    await gone;
    expect(await refusedConnect({ username: d.level, password: d.key })).toMatch(
      /Bad username or password/,
    );
  });

  it('fails over OsmAnd at once when a tracker is deleted and added again', async () => {
    const d = await newDepot(t);
    const bike = await newTracker(t, d);
    const fix = { lat: -6.2, lon: 106.8, timestamp: Math.floor(Date.now() / 1000) - 60 };
    expect((await osmand(t, { id: bike.key, ...fix })).statusCode).toBe(200);
    await replaceKey(bike.id);
    const res = await osmand(t, { id: bike.key, ...fix, timestamp: fix.timestamp + 10 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: messages.tracker.badCredentials });
  });
});

describe('a disabled depot', () => {
  it('has its devices refused on every transport, and accepted again when re-enabled', async () => {
    const d = await newDepot(t);
    const bike = await newTracker(t, d);
    const fix = { lat: -6.2, lon: 106.8, timestamp: Math.floor(Date.now() / 1000) - 120 };
    expect((await postReading(t, d.level, d.key, { water_level_cm: 60 })).statusCode).toBe(200);
    expect((await osmand(t, { id: bike.key, ...fix })).statusCode).toBe(200);
    const device = await devices.connect(url, { username: d.tapA, password: d.key });
    const gone = closed(device);

    await setDisabled(d, true);
    await gone;
    const http = await postReading(t, d.level, d.key, { water_level_cm: 61 });
    expect([http.statusCode, http.json()]).toEqual([401, unauthorized]);
    const fixRes = await osmand(t, { id: bike.key, ...fix, timestamp: fix.timestamp + 10 });
    expect(fixRes.statusCode).toBe(401);
    expect(await refusedConnect({ username: d.tapA, password: d.key })).toMatch(
      /Bad username or password/,
    );

    await setDisabled(d, false);
    // The switch-on reaches the key cache as a NOTIFY, which a PostgreSQL server delivers on its
    // own connection a moment later; until then the device is refused and nothing is stored.
    const again = await waitFor(
      'the switched-on depot to be accepted',
      async () => {
        const res = await postReading(t, d.level, d.key, { water_level_cm: 62 });
        return res.statusCode === 200 && res;
      },
      5000,
    );
    expect(again.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
    expect(
      (await osmand(t, { id: bike.key, ...fix, timestamp: fix.timestamp + 20 })).statusCode,
    ).toBe(200);
    await devices.connect(url, { username: d.tapA, password: d.key });
    expect((await levelRows(t, d.level)).map((r) => r.waterLevelCm)).toEqual([60, 62]);
  });
});

describe('MQTT client ids', () => {
  it("refuses another depot's device that logs in with a pump's client id", async () => {
    const a = await newDepot(t);
    const b = await newDepot(t);
    const pump = await devices.connect(url, {
      clientId: a.level,
      username: a.level,
      password: a.key,
    });
    expect(await refusedConnect({ clientId: a.level, username: b.level, password: b.key })).toMatch(
      /Not authorized/,
    );
    expect(pump.connected).toBe(true);
    // A client id that only starts with the sensor id, without the separator, is another one's.
    expect(
      await refusedConnect({ clientId: `${b.level}x`, username: b.level, password: b.key }),
    ).toMatch(/Not authorized/);
    expect(
      await refusedConnect({ clientId: 'mqttjs_0123abcd', username: b.level, password: b.key }),
    ).toMatch(/Not authorized/);
  });

  it('accepts the sensor id itself and the sensor id followed by a colon', async () => {
    const d = await newDepot(t);
    const plain = await devices.connect(url, {
      clientId: d.level,
      username: d.level,
      password: d.key,
    });
    const suffixed = await devices.connect(url, {
      clientId: `${d.level}:ota`,
      username: d.level,
      password: d.key,
    });
    expect([plain.connected, suffixed.connected]).toEqual([true, true]);
  });
});

describe('connections per device', () => {
  it('takes three connections of one key and refuses the fourth', async () => {
    const d = await newDepot(t);
    const open = [];
    for (let i = 1; i <= 3; i++)
      open.push(
        await devices.connect(url, {
          clientId: `${d.quality}:${i}`,
          username: d.quality,
          password: d.key,
        }),
      );
    expect(
      await refusedConnect({ clientId: `${d.quality}:4`, username: d.quality, password: d.key }),
    ).toMatch(/Not authorized/);
    // A device coming back with the client id of one of its connections takes that one over.
    const back = await devices.connect(url, {
      clientId: `${d.quality}:1`,
      username: d.quality,
      password: d.key,
    });
    expect(back.connected).toBe(true);
    await closed(open[0] as MqttClient);
    // Another device of the same depot is not counted against it.
    await devices.connect(url, { username: d.tapB, password: d.key });
  });
});

describe('an unknown device', () => {
  it('is refused, and accepted at once when it is added afterwards', async () => {
    const d = await newDepot(t);
    const id = unique('baru');
    const key = newDeviceKey();
    expect(await refusedConnect({ clientId: id, username: id, password: key })).toMatch(
      /Bad username or password/,
    );
    const res = await postReading(t, id, key, { value: 1 });
    expect([res.statusCode, res.json()]).toEqual([401, unauthorized]);
    await t.db.insert(sensors).values({
      sensorId: id,
      accountId: d.accountId,
      name: 'Sensor Baru',
      kind: 'level',
      tankId: d.tankId,
      keyHash: hashDeviceKey(key),
    });
    // The insert's notification drops the cached refusal: a device that retries is let in long
    // before the refusal would expire (on PostgreSQL the NOTIFY arrives a moment after commit).
    const added = Date.now();
    await waitFor(
      'the added device let in',
      () =>
        devices.connect(url, { clientId: id, username: id, password: key }).then(
          () => true,
          () => false,
        ),
      REFUSAL_TTL_MS / 2,
    );
    expect(Date.now() - added).toBeLessThan(REFUSAL_TTL_MS);
    const now = await postReading(t, id, key, { water_level_cm: 50 });
    expect(now.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
  });
});

describe('a deleted sensor that keeps sending', () => {
  it('is disconnected, then refused from a cached refusal, and logged once', async () => {
    const { log, lines } = captureLog();
    const own = await startEmbeddedBroker(t.app.ingestor, { port: 0, host: '127.0.0.1' }, log);
    try {
      const ownUrl = `mqtt://127.0.0.1:${own.port}`;
      const d = await newDepot(t);
      const device = await devices.connect(ownUrl, { username: d.tapC, password: d.key });
      const gone = closed(device);
      await t.db.delete(sensors).where(eq(sensors.sensorId, d.tapC));
      await gone;

      // Every lookup the directory makes in the database from here on.
      const directory = t.app.ingestor.directory as unknown as { load: (w: unknown) => unknown };
      const load = directory.load.bind(directory);
      const lookups = { count: 0 };
      directory.load = (where) => {
        lookups.count += 1;
        return load(where);
      };
      const started = Date.now();
      try {
        for (let i = 0; i < 10; i++) {
          const refused = mqtt.connectAsync(ownUrl, {
            clientId: d.tapC,
            username: d.tapC,
            password: d.key,
            reconnectPeriod: 0,
          });
          await expect(refused).rejects.toThrow(/Bad username or password/);
          const res = await postReading(t, d.tapC, d.key, { volume_l: 18.9 });
          expect([res.statusCode, res.json()]).toEqual([401, unauthorized]);
        }
      } finally {
        directory.load = load;
      }
      // One lookup, then the cached refusal; on a machine so busy that the ten tries outlast the
      // refusal's lifetime, one more lookup per lifetime.
      const lifetimes = Math.floor((Date.now() - started) / REFUSAL_TTL_MS);
      expect(lookups.count).toBeGreaterThanOrEqual(1);
      expect(lookups.count).toBeLessThanOrEqual(1 + lifetimes);
      const refusals = lines.filter((l) => l.msg === 'MQTT login refused');
      expect(refusals.map(({ level: _, msg: __, ...fields }) => fields)).toEqual([
        { username: d.tapC, count: 1, reason: 'bad sensor id or device key', address: '127.0.0.1' },
      ]);
    } finally {
      await own.close();
    }
  });
});
