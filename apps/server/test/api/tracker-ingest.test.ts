import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatTime, messages, type IngestReply } from '@depot/contract';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../fixtures';
import { createTestApp, type TestContext } from '../helpers';
import {
  levelRows,
  newDepot,
  newTracker,
  notificationsOf,
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
// A web build to serve, so a tracker that misses /api/osmand meets the page routes.
const webDist = mkdtempSync(join(tmpdir(), 'depot-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Depot</title>');
beforeAll(async () => {
  t = await createTestApp({ mqtt: {}, rateLimits: false, webDist });
  url = `mqtt://127.0.0.1:${t.app.mqtt?.port}`;
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

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

  it('answers 401 for a request without a key or with a wrong one', async () => {
    const { id, depot } = await depotWithTracker();
    const noKey = await osmand(t, { lat: -6.366, lon: 106.88 });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().message).toBe(messages.tracker.missingKey);
    const wrong = await osmand(t, { id: 'bukan-kunci', lat: -6.366, lon: 106.88 });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(messages.tracker.badCredentials);
    // A depot sensor's key is not a tracker's: the level sensor shares `depot.key`.
    const sensorKey = await osmand(t, { id: depot.key, lat: -6.366, lon: 106.88 });
    expect(sensorKey.statusCode).toBe(401);
    expect(await positionRows(t, id)).toEqual([]);
    expect(await levelRows(t, depot.level)).toEqual([]);
  });

  it('answers a fix it cannot store with 200 and the reason, never an error the phone resends', async () => {
    const { id, key } = await depotWithTracker();
    const cases: [Record<string, string | number>, string][] = [
      [{ id: key, lon: 106.88 }, 'lat: Input tidak valid: diharapkan number, diterima undefined'],
      [{ id: key, lat: 'utara', lon: 106.88 }, `lat: ${messages.ingest.notANumber}`],
      // A decimal comma (a phone set to Indonesian): no number, not "too large".
      [{ id: key, lat: '-6,366', lon: 106.88 }, `lat: ${messages.ingest.notANumber}`],
      [{ id: key, lat: '', lon: 106.88 }, `lat: ${messages.ingest.notANumber}`],
      [{ id: key, location: '-6.366' }, `lon: ${messages.ingest.notANumber}`],
      [{ id: key, lat: 91, lon: 106.88 }, 'lat: harus antara -90 dan 90'],
      [
        { id: key, lat: -6.366, lon: 106.88, timestamp: 'kemarin' },
        'ts: tanggal dan waktu format ISO tidak valid',
      ],
      [{ id: key, lat: -6.366, lon: 106.88, timestamp: 86_400 }, `ts: ${messages.ingest.tsEpoch}`],
      [{ id: key, timestamp: unix(10), batt: 50 }, messages.tracker.noFix],
      [{ id: key }, messages.tracker.noFix],
    ];
    for (const [query, reason] of cases) {
      const res = await osmand(t, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(200);
      expect(res.json(), JSON.stringify(query)).toEqual({
        accepted: 0,
        rejected: 1,
        errors: [{ index: 0, reason }],
      });
    }
    expect(await positionRows(t, id)).toEqual([]);
  });

  it('drops or brings into range an odd optional field and keeps the fix, as Traccar does', async () => {
    const { id, key } = await depotWithTracker();
    const base = { id: key, lat: -6.366, lon: 106.88 };
    const sent: Record<string, string | number>[] = [
      // Traccar Client's "unknown" speed and bearing.
      { ...base, timestamp: unix(60), speed: -1, bearing: -1 },
      { ...base, timestamp: unix(50), bearing: 360.5, batt: 101 },
      { ...base, timestamp: unix(40), speed: '', bearing: '', batt: '', altitude: '' },
      { ...base, timestamp: unix(30), speed: 'cepat', accuracy: -3, altitude: 20_000 },
      { ...base, timestamp: unix(20), batt: -1, heading: 720 },
    ];
    for (const query of sent) {
      const res = await osmand(t, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(200);
      expect(res.json(), JSON.stringify(query)).toEqual({ accepted: 1, rejected: 0, errors: [] });
    }
    const rows = await positionRows(t, id);
    expect(rows.map((r) => [r.speed, r.bearing, r.battery, r.accuracy, r.altitude])).toEqual([
      [null, null, null, null, null],
      [null, 0.5, 100, null, null],
      [null, null, null, null, null],
      [null, null, null, null, null],
      [null, 0, null, null, null],
    ]);
  });

  it('refuses a fix the tracker marks valid=false with 200 and the reason, and takes valid=true or 1', async () => {
    const { id, key } = await depotWithTracker();
    const base = { id: key, lat: -6.366, lon: 106.88 };
    const now = unix();
    for (const valid of ['false', '0', 'no']) {
      const res = await osmand(t, { ...base, timestamp: now - 90, valid });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        accepted: 0,
        rejected: 1,
        errors: [{ index: 0, reason: messages.tracker.invalidFix }],
      });
    }
    for (const [valid, ago] of [
      ['true', 60],
      ['1', 30],
    ] as const) {
      const res = await osmand(t, { ...base, timestamp: now - ago, valid });
      expect(res.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
    }
    expect((await positionRows(t, id)).map((r) => r.ts.getTime() / 1000)).toEqual([
      now - 60,
      now - 30,
    ]);
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

  it('answers 404 to a fix sent to a page address (a server URL without /api/osmand), not the page', async () => {
    const { id, key } = await depotWithTracker();
    const fix = `id=${encodeURIComponent(key)}&lat=-6.366&lon=106.88&timestamp=${unix(30)}`;
    for (const [method, path] of [
      ['GET', '/'],
      ['POST', '/'],
      ['GET', '/osmand'],
    ] as const) {
      const res = await t.app.inject({ method, url: `${path}?${fix}` });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual({ success: false, message: messages.tracker.notOsmandPath });
    }
    // The pages themselves, with or without an unrelated query, are still served.
    for (const path of ['/', '/?utm_source=wa', '/dashboard?id=3']) {
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
    expect(await positionRows(t, id)).toEqual([]);
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

  it('raises the depot\'s SOS notification from "alarm": "sos" in a published fix', async () => {
    const { id, key, depot } = await depotWithTracker();
    const bike = await connect(id, key);
    const ts = Date.now() - 30_000;
    await bike.publishAsync(
      `trackers/${id}/position`,
      JSON.stringify({ lat: -6.3661, lon: 106.8802, ts, alarm: 'sos' }),
      { qos: 1 },
    );
    const [sos] = await waitFor('the SOS notification', async () => {
      const rows = await notificationsOf(t, depot.accountId, 'sos');
      return rows.length > 0 && rows;
    });
    expect(sos?.message).toBe(
      messages.tracker.sos(
        `Motor 1 (${id})`,
        formatTime(ts),
        'Lokasi: -6.3661, 106.8802 https://www.openstreetmap.org/?mlat=-6.3661&mlon=106.8802#map=17/-6.3661/106.8802',
      ),
    );
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

  it('refuses a fix marked "valid": false, as over OsmAnd', async () => {
    const { id, key } = await depotWithTracker();
    const res = await postReading(t, id, key, { lat: -6.366, lon: 106.88, valid: false });
    expect(res.json()).toMatchObject({
      accepted: 0,
      errors: [{ index: 0, reason: messages.tracker.invalidFix }],
    });
    expect(await positionRows(t, id)).toEqual([]);
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
