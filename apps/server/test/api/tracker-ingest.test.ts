import { messages, type IngestReply } from '@depot/contract';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../fixtures';
import { createTestApp, type TestContext } from '../helpers';
import {
  levelRows,
  newDepot,
  newTracker,
  osmand,
  positionRows,
  postReading,
  waitFor,
  type TestDepot,
} from '../telemetry';

// A tracker's three ways in (MQTT, OsmAnd query/form, Traccar Client JSON) end in the same
// pipeline and the same filters. The engine's rules themselves are in test/unit/tracker-motion.

const PATIENCE_MS = 15_000;
const KNOT_KMH = 1.852;

let t: TestContext;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ mqtt: {}, rateLimits: false });
  url = `mqtt://127.0.0.1:${t.app.mqtt?.port}`;
});
afterAll(() => t.close());

const clients: MqttClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.endAsync(true)));
});

/** Seconds since the epoch, `ago` seconds before now. */
const unix = (ago = 0) => Math.floor(Date.now() / 1000) - ago;

async function depotWithTracker(): Promise<{ depot: TestDepot; id: string; key: string }> {
  const depot = await newDepot(t);
  const tracker = await newTracker(t, depot);
  return { depot, ...tracker };
}

describe('OsmAnd protocol at /api/osmand', () => {
  it('stores a GET fix named by the key, with speed from knots and seconds as the time', async () => {
    const { id, key } = await depotWithTracker();
    const ts = unix(60);
    const res = await osmand(t, {
      id: key,
      lat: -6.3661,
      lon: 106.8802,
      timestamp: ts,
      speed: 10,
      bearing: 90,
      altitude: 55,
      accuracy: 8,
      batt: 76,
      hdop: 0.9,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
    const [row] = await positionRows(t, id);
    expect(row).toMatchObject({ lat: -6.3661, lon: 106.8802, bearing: 90, altitude: 55 });
    expect(row?.accuracy).toBe(8);
    expect(row?.battery).toBe(76);
    expect(row?.speed).toBeCloseTo(10 * KNOT_KMH, 9);
    expect(row?.ts.getTime()).toBe(ts * 1000);
  });

  it('takes a POST with the parameters in the address, as a form, and as Traccar Client JSON', async () => {
    const { id, key } = await depotWithTracker();
    const inQuery = await t.app.inject({
      method: 'POST',
      url: `/api/osmand?id=${key}&lat=-6.366&lon=106.88&timestamp=${unix(300)}`,
    });
    expect(inQuery.statusCode).toBe(200);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${key}&location=-6.3665,106.8805&timestamp=${unix(200)}&speed=5`,
    });
    expect(form.statusCode).toBe(200);
    const iso = new Date(unix(100) * 1000).toISOString();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/osmand',
      payload: {
        device_id: key,
        location: {
          timestamp: iso,
          coords: {
            latitude: -6.367,
            longitude: 106.881,
            speed: 5,
            heading: -1,
            accuracy: 12,
            altitude: 40,
          },
          battery: { level: 0.85, is_charging: false },
          is_moving: true,
        },
      },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
    const rows = await positionRows(t, id);
    expect(rows.map((r) => [r.lat, r.lon])).toEqual([
      [-6.366, 106.88],
      [-6.3665, 106.8805],
      [-6.367, 106.881],
    ]);
    // m/s × 3.6; an unknown heading (-1) is left out; battery level 0–1 as %.
    expect(rows[2]?.speed).toBeCloseTo(18, 9);
    expect(rows[2]?.bearing).toBeNull();
    expect(rows[2]?.battery).toBe(85);
    expect(rows[2]?.ts.toISOString()).toBe(iso);
  });

  it('answers 401 for a request without a key or with a wrong one, 400 without a position', async () => {
    const { id, key, depot } = await depotWithTracker();
    const noKey = await osmand(t, { lat: -6.366, lon: 106.88 });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().message).toBe(messages.tracker.missingKey);
    const noLat = await osmand(t, { id: key, lon: 106.88 });
    expect(noLat.statusCode).toBe(400);
    expect(noLat.json().message).toMatch(/^lat: /);
    const badLat = await osmand(t, { id: key, lat: 'utara', lon: 106.88 });
    expect(badLat.statusCode).toBe(400);
    const outOfRange = await osmand(t, { id: key, lat: 91, lon: 106.88 });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().message).toMatch(/^lat: harus antara -90 dan 90/);
    const wrong = await osmand(t, { id: 'bukan-kunci', lat: -6.366, lon: 106.88 });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(messages.tracker.badCredentials);
    // A depot sensor's key is not a tracker's: the level sensor shares `depot.key`.
    const sensorKey = await osmand(t, { id: depot.key, lat: -6.366, lon: 106.88 });
    expect(sensorKey.statusCode).toBe(401);
    expect(await positionRows(t, id)).toEqual([]);
    expect(await levelRows(t, depot.level)).toEqual([]);
  });

  it('answers a filtered fix with 200 and the reason, so the phone moves on, and stores none of them', async () => {
    const { id, key } = await depotWithTracker();
    const base = { id: key, lat: -6.366, lon: 106.88 };
    // One clock reading for every case: the duplicate must name the very same second.
    const now = unix();
    const ago = (s: number) => now - s;
    const first = await osmand(t, { ...base, timestamp: ago(120) });
    expect(first.json()).toMatchObject({ accepted: 1 });

    const cases: [Record<string, string | number>, string][] = [
      [{ ...base, lat: 0, lon: 0, timestamp: ago(110) }, messages.tracker.nullIsland],
      [
        { ...base, accuracy: 150, timestamp: ago(100) },
        `accuracy: ${messages.tracker.inaccurate(100)}`,
      ],
      [{ ...base, timestamp: ago(-20 * 60) }, messages.ingest.future],
      [{ ...base, timestamp: ago(120) }, messages.tracker.duplicate],
      // 0.1° of latitude (11 km) in 10 s is about 4,000 km/h.
      [{ ...base, lat: -6.466, timestamp: ago(110) }, messages.tracker.jump(200)],
    ];
    for (const [query, reason] of cases) {
      const res = await osmand(t, query);
      expect(res.statusCode, reason).toBe(200);
      expect(res.json()).toEqual({ accepted: 0, rejected: 1, errors: [{ index: 0, reason }] });
    }
    expect((await positionRows(t, id)).length).toBe(1);
  });

  it("keeps one depot's tracker key from writing into another depot's bike", async () => {
    const a = await depotWithTracker();
    const b = await depotWithTracker();
    await osmand(t, { id: a.key, lat: -6.366, lon: 106.88, timestamp: unix(30) });
    expect((await positionRows(t, a.id)).map((r) => r.accountId)).toEqual([a.depot.accountId]);
    expect(await positionRows(t, b.id)).toEqual([]);
  });
});

describe('MQTT trackers/{id}/position', () => {
  async function connect(username: string, password: string) {
    const client = await mqtt.connectAsync(url, {
      clientId: `${username}:${unique('bike')}`,
      reconnectPeriod: 0,
      username,
      password,
    });
    clients.push(client);
    return client;
  }

  it('stores a QoS 1 array of fixes and acks on trackers/{id}/ack', async () => {
    const { id, key } = await depotWithTracker();
    const bike = await connect(id, key);
    const acks: IngestReply[] = [];
    bike.on('message', (topic, payload) => {
      if (topic === `trackers/${id}/ack`) acks.push(JSON.parse(payload.toString()));
    });
    await bike.subscribeAsync(`trackers/${id}/ack`, { qos: 1 });
    const ts = Date.now() - 60_000;
    await bike.publishAsync(
      `trackers/${id}/position`,
      JSON.stringify([
        { lat: -6.366, lon: 106.88, ts, speed: 0, battery: 90 },
        { lat: -6.3661, lon: 106.88, ts: ts + 10_000, speed: 12 },
        { lat: 0, lon: 0, ts: ts + 20_000 },
      ]),
      { qos: 1 },
    );
    const ack = await waitFor('the ack', async () => acks[0], PATIENCE_MS);
    expect(ack).toEqual({
      accepted: 2,
      rejected: 1,
      errors: [{ index: 2, reason: messages.tracker.nullIsland }],
    });
    expect((await positionRows(t, id)).map((r) => r.speed)).toEqual([0, 12]);
  });

  it("refuses a tracker on a sensor's topic and a sensor on a tracker's topic", async () => {
    const { id, key, depot } = await depotWithTracker();
    const bike = await connect(id, key);
    let closed = false;
    bike.once('close', () => (closed = true));
    await bike.publishAsync(`sensors/${id}/data`, JSON.stringify({ lat: -6.366, lon: 106.88 }));
    await waitFor('the broker to drop the bike', async () => closed);

    const level = await connect(depot.level, depot.key);
    let levelClosed = false;
    level.once('close', () => (levelClosed = true));
    await level.publishAsync(
      `trackers/${depot.level}/position`,
      JSON.stringify({ lat: -6.366, lon: 106.88 }),
    );
    await waitFor('the broker to drop the level sensor', async () => levelClosed);
    expect(await positionRows(t, id)).toEqual([]);
    expect(await positionRows(t, depot.level)).toEqual([]);
  });
});

describe('HTTP ingest for a tracker', () => {
  it('takes the MQTT payload at /api/ingest/{trackerId} with the key as bearer', async () => {
    const { id, key } = await depotWithTracker();
    const res = await postReading(t, id, key, { lat: -6.366, lon: 106.88, speed: 20 });
    expect(res.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
    expect((await positionRows(t, id)).map((r) => r.speed)).toEqual([20]);
  });
});

describe.runIf(!!process.env.MQTT_URL)('external broker (MQTT_URL)', () => {
  const brokerUrl = process.env.MQTT_URL ?? '';
  let external: TestContext;
  beforeAll(async () => {
    external = await createTestApp({ mqtt: { url: brokerUrl } });
  });
  afterAll(() => external.close());

  it("stores a fix from trackers/{id}/position, and none a tracker sends on a sensor's topic", async () => {
    const depot = await newDepot(external);
    const bike = await newTracker(external, depot);
    const client = await mqtt.connectAsync(brokerUrl, {
      clientId: unique('bike'),
      reconnectPeriod: 0,
    });
    clients.push(client);
    const ts = Date.now() - 30_000;
    await client.publishAsync(
      `sensors/${bike.id}/data`,
      JSON.stringify({ lat: -6.3661, lon: 106.88, ts: ts - 10_000 }),
      { qos: 1 },
    );
    await client.publishAsync(
      `trackers/${bike.id}/position`,
      JSON.stringify({ lat: -6.366, lon: 106.88, ts }),
      { qos: 1 },
    );
    const rows = await waitFor(
      'the fix stored from the broker',
      async () => {
        const stored = await positionRows(external, bike.id);
        return stored.length > 0 && stored;
      },
      PATIENCE_MS,
    );
    expect(rows.map((r) => r.ts.getTime())).toEqual([ts]);
  });
});
