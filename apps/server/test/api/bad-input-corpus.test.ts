import mqtt, { type MqttClient } from 'mqtt';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/plugins/auth';
import {
  FIELD_VALUES,
  MQTT_PAYLOADS,
  PATH_VALUES,
  QUERY_VALUES,
  RAW_BODIES,
  TS_VALUES,
} from '../corpus/hostile';
import { asAdmin, unique, validRegistration } from '../fixtures';
import { useTestApp } from '../use-test-app';
import {
  levelRows,
  newDepot,
  newTracker,
  positionRows,
  usageRows,
  waitFor,
  type TestDepot,
} from '../telemetry';
import { insertPositions, insertTracker } from '../tracker-fixtures';

/**
 * The bad-input corpus against every route of the route table and the MQTT topics: no answer is
 * ever a 5xx, and every good reading sent alongside the bad ones is stored.
 */
interface Case {
  name: string;
  run: () => Promise<number>;
}

const t = useTestApp({ mqtt: {} });
let a: TestDepot;
let b: TestDepot;
let ownerA: Record<string, string>;
let admin: Record<string, string>;
let seq = 0;

beforeAll(async () => {
  a = await newDepot(t);
  b = await newDepot(t);
  ownerA = await t.authAs(a.username, a.password);
  admin = await asAdmin(t);
  // A bike with a position, so tracker reads get past 'no tracker' to their queries.
  const bike = await insertTracker(t.db, a.accountId, {
    id: `${a.username}-motor-1`,
    name: 'Motor 1',
  });
  await insertPositions(t.db, bike, [{ ts: '2024-03-05T08:00:00+07:00', lat: -6.36, lon: 106.83 }]);
});

/** Well-formed bodies, whose fields the corpus replaces one at a time. */
const TEMPLATES: Record<string, () => Record<string, unknown>> = {
  'POST /api/auth/login': () => ({ username: unique('nobody'), password: 'rahasia123' }),
  'POST /api/auth/register': () => validRegistration(),
  // With the counter's fields (#26): payment, the sale's own time, the total the cashier saw.
  'POST /api/sales': () => ({
    username: a.username,
    cart: [{ id: 1, isDelivery: false, quantity: 1 }],
    payment: { method: 'tunai', received: 10_000 },
    created_at: new Date().toISOString(),
    expected_total: 6000,
  }),
  'POST /api/pdam/calculate-bill': () => ({
    pdamId: 'pam-jaya',
    golonganId: 'rt-menengah-1',
    usageM3: 25,
  }),
  'POST /api/tracker/geofence': () => ({
    username: a.username,
    name: 'Pasar Minggu',
    coordinates: [
      [-6.36, 106.82],
      [-6.36, 106.84],
      [-6.38, 106.84],
    ],
  }),
  'POST /api/superadmin/trackers': () => ({ username: a.username, name: 'Motor 1' }),
  'POST /api/superadmin/testimonials': () => ({
    name: 'Budi Santoso',
    role: 'Pemilik depot',
    text: 'Aplikasinya sangat membantu kami.',
  }),
  'POST /api/webgis/depot': () => ({
    nama: 'Depot Air Korpus',
    alamat: 'Jl. Korpus No. 1',
    telepon: '+62 21 555-0101',
    latitude: -6.3,
    longitude: 106.8,
    is_subscribed: 'Ya',
    rating: 4.5,
    jumlah_ulasan: 3,
  }),
  'PUT /api/cctv/:username': () => ({ slot: 1, url: 'https://kamera.contoh.id/cam1/index.m3u8' }),
  'PUT /api/webgis/depot/:id': () => ({ surveyed_by: 'surveyor-korpus', is_subscribed: 'Tidak' }),
  'POST /api/webgis/depot/import': () => ({
    csv: 'nama,alamat,latitude,longitude,rating\nDepot Korpus,Jl. Korpus,-6.3,106.8,4\n',
  }),
};
TEMPLATES['PUT /api/superadmin/testimonials/:id'] = TEMPLATES['POST /api/superadmin/testimonials']!;
// The account routes name depot B's account (validParam), so the super admin's session survives.
TEMPLATES['PUT /api/superadmin/tables/accounts/change-username/:id'] = () => ({
  newUsername: b.username,
});
TEMPLATES['PUT /api/superadmin/tables/accounts/change-password/:id'] = () => ({
  newPassword: 'sandi-baru-1',
});
TEMPLATES['PUT /api/profile/:username'] = () => ({
  depot_name: 'Depot Korpus',
  address: 'Jl. Korpus No. 1',
  phone: '+62 21 555-0101',
  opening_hours: '07.00–21.00',
  latitude: -6.3,
  longitude: 106.8,
  show_on_public_map: true,
  tanks: [{ id: a.tankId, low_stock_pct: 25 }],
});
// A wrong current password: a right one would end the sessions the other cases use.
TEMPLATES['PUT /api/auth/password'] = () => ({
  currentPassword: 'bukan-sandinya',
  newPassword: 'sandi-baru-1',
});
TEMPLATES['POST /api/employees/:username'] = () => ({
  username: unique('kasir'),
  password: 'rahasia123',
  name: 'Siti Kasir',
});
TEMPLATES['PUT /api/employees/:username/:id'] = () => ({ name: 'Siti Kasir' });
// The counter's bodies (#26): a customer, a price, the QRIS, a payment, a close.
TEMPLATES['POST /api/customers/:username'] = () => ({
  name: 'Bu Sari',
  phone: '0812-3456-7890',
  address: 'Jl. Melati 3',
  latitude: -6.2,
  longitude: 106.8,
});
TEMPLATES['POST /api/products/:username'] = () => ({
  name: 'Tutup Galon',
  price: 1000,
  priceDelivery: 1500,
  promoEvery: 10,
});
TEMPLATES['PUT /api/products/:username/:id'] = TEMPLATES['POST /api/products/:username']!;
TEMPLATES['PUT /api/products/:username/qris'] = () => ({
  image: 'data:image/png;base64,iVBORw0KGgoAAAAA',
});
TEMPLATES['POST /api/customers/:username/:id/payments'] = () => ({
  amount: 1000,
  method: 'tunai',
});
TEMPLATES['POST /api/cash-close/:username'] = () => ({ counted_cash: 6000, note: 'Laci pagi' });
TEMPLATES['POST /api/sf/actuators/:id/command'] = () => ({ command: 'TURN_ON' });
TEMPLATES['PUT /api/superadmin/accounts/:id/disabled'] = () => ({ disabled: false });
TEMPLATES['PUT /api/superadmin/tables/:endpoint/:id'] = () => ({
  name: 'Tangki Utama',
  capacity: 1000,
  low_stock_pct: 20,
});
TEMPLATES['POST /api/superadmin/iot/devices'] = () => ({
  device_name: 'Stasiun Korpus',
  location: 'Atap',
  device_type: 'weather_station',
  username: a.username,
});
TEMPLATES['POST /api/superadmin/iot/devices/:id/sensors'] = () => ({
  sensor_id: unique('korpus-suhu'),
  sensor_name: 'Suhu Korpus',
  sensor_type: 'temperature_DHT11',
  min_value: 15,
  max_value: 35,
});
TEMPLATES['POST /api/superadmin/iot/devices/:id/actuators'] = () => ({
  actuator_id: unique('korpus-pompa'),
  name: 'Pompa Korpus',
});

function callersOf(route: RouteEntry): Record<string, string>[] {
  if (route.access === 'superAdmin') return [admin];
  // The super admin passes the depot check, so bad names reach the database too.
  if (route.access === 'depot' || route.access === 'owner') return [ownerA, admin];
  if (route.access === 'device') return [{ authorization: `Bearer ${a.key}` }];
  return [{}];
}

function validParam(route: RouteEntry, name: string) {
  if (name === 'endpoint') return 'tanks';
  if (name === 'username') return a.username;
  if (name === 'sensorId') return a.level;
  // Account changes end the target's tokens: they target depot B, whose session no case uses.
  return /\/accounts\//.test(route.url) ? String(b.accountId) : '1';
}

function urlWith(route: RouteEntry, replace?: { param: string; raw: string }) {
  return route.url.replace(/:(\w+)/g, (_, name: string) =>
    name === replace?.param ? replace.raw : encodeURIComponent(validParam(route, name)),
  );
}

function send(
  route: RouteEntry,
  headers: Record<string, string>,
  url: string,
  body?: { text: string; type?: string },
) {
  return async () => {
    const res = await t.app.inject({
      method: route.method as 'GET',
      url,
      headers: body ? { ...headers, 'content-type': body.type ?? 'application/json' } : headers,
      ...(body ? { payload: body.text } : {}),
    });
    return res.statusCode;
  };
}

function routeCases(routes: RouteEntry[]): Case[] {
  const cases: Case[] = [];
  for (const route of routes) {
    const label = `${route.method} ${route.url}`;
    for (const headers of callersOf(route)) {
      for (const param of [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!)) {
        for (const v of PATH_VALUES) {
          const url = urlWith(route, { param, raw: v.raw });
          const body = route.method === 'GET' ? undefined : { text: '{}' };
          cases.push({
            name: `${label} :${param}=${v.name}`,
            run: send(route, headers, url, body),
          });
        }
      }
      if (route.method === 'GET') {
        for (const q of QUERY_VALUES) {
          cases.push({
            name: `${label} ?${q.slice(0, 40)}`,
            run: send(route, headers, `${urlWith(route)}?${q}`),
          });
        }
        continue;
      }
      for (const raw of RAW_BODIES) {
        const body = { text: raw.body, type: raw.type };
        cases.push({
          name: `${label} body ${raw.name}`,
          run: send(route, headers, urlWith(route), body),
        });
      }
      const template = TEMPLATES[label];
      for (const field of template ? fieldPaths(template()) : []) {
        for (const v of FIELD_VALUES) {
          const text = JSON.stringify(setPath(template!(), field, v.value));
          cases.push({
            name: `${label} ${field.join('.')}=${v.name}`,
            run: send(route, headers, urlWith(route), { text }),
          });
        }
      }
    }
  }
  return cases;
}

type Path = (string | number)[];
function fieldPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => fieldPaths(v, [...prefix, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(typeof v === 'object' && v !== null ? [] : [[...prefix, k]]),
      ...fieldPaths(v, [...prefix, k]),
    ]);
  }
  return [];
}
function setPath(target: Record<string, unknown>, path: Path, value: unknown) {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return target;
}

/** Device payloads: each bad reading travels in one message with a good one. */
function readingCases(d: TestDepot) {
  const kinds: { sensor: string; good: () => Record<string, unknown>; fields: string[] }[] = [
    {
      sensor: d.level,
      good: () => ({ water_level_cm: 60 }),
      fields: ['water_level_cm', 'distance_cm'],
    },
    { sensor: d.tapA, good: () => ({ volume_l: 19 }), fields: ['volume_l', 'tap'] },
    {
      sensor: d.quality,
      good: () => ({ ph: 7.1, tds: 60 }),
      fields: ['ph', 'tds', 'temperature', 'turbidity'],
    },
  ];
  const out: { name: string; sensor: string; body: unknown[]; goodSeq: number }[] = [];
  for (const kind of kinds) {
    const bad = (field: string, value: unknown) => ({ ...kind.good(), [field]: value });
    const variants = [
      ...[...kind.fields, 'seq'].flatMap((f) =>
        FIELD_VALUES.map((v) => ({ name: `${f}=${v.name}`, item: bad(f, v.value) })),
      ),
      ...TS_VALUES.map((ts) => ({
        name: `ts=${JSON.stringify(ts).slice(0, 30)}`,
        item: bad('ts', ts),
      })),
    ];
    for (const v of variants) {
      const goodSeq = ++seq;
      out.push({
        name: `${kind.sensor} ${v.name}`,
        sensor: kind.sensor,
        body: [v.item, { ...kind.good(), seq: goodSeq }],
        goodSeq,
      });
    }
  }
  return out;
}

const POSITION_FIELDS = ['lat', 'lon', 'speed', 'bearing', 'accuracy', 'altitude', 'battery'];
const OSMAND_PARAMS = [
  'lat',
  'lon',
  'location',
  'timestamp',
  'speed',
  'bearing',
  'accuracy',
  'batt',
];

/**
 * Trackers' payloads: each bad fix travels after a good one, to a bike of its own (a bad value
 * that is a valid far-away position would otherwise be a jump that the next good fix is measured
 * from). The good fix, 30 minutes old, must be stored every time.
 */
async function trackerCases(d: TestDepot) {
  const at = Date.now() - 30 * 60_000;
  const good = { lat: -6.366, lon: 106.88, speed: 20, ts: at };
  const variants = [
    ...POSITION_FIELDS.flatMap((f) =>
      FIELD_VALUES.map((v) => ({
        name: `${f}=${v.name}`,
        item: { ...good, ts: undefined, [f]: v.value },
      })),
    ),
    ...TS_VALUES.map((ts) => ({
      name: `ts=${JSON.stringify(ts).slice(0, 30)}`,
      item: { ...good, ts },
    })),
  ];
  const cases: (Case & { trackerId: string })[] = [];
  for (const v of variants) {
    const bike = await newTracker(t, d);
    cases.push({
      name: `tracker ${v.name}`,
      trackerId: bike.id,
      run: async () =>
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/ingest/${bike.id}`,
            headers: { authorization: `Bearer ${bike.key}`, 'content-type': 'application/json' },
            payload: JSON.stringify([good, v.item]),
          })
        ).statusCode,
    });
  }
  // The OsmAnd parameters, each given every bad value as text, with a valid key.
  const bike = await newTracker(t, d);
  for (const param of OSMAND_PARAMS) {
    for (const v of FIELD_VALUES) {
      const query = new URLSearchParams({ id: bike.key, lat: '-6.366', lon: '106.88' });
      query.set(param, typeof v.value === 'string' ? v.value : JSON.stringify(v.value));
      cases.push({
        name: `osmand ${param}=${v.name}`,
        trackerId: bike.id,
        run: async () =>
          (await t.app.inject({ method: 'GET', url: `/api/osmand?${query}` })).statusCode,
      });
    }
  }
  return { cases, goodAt: at, perFixIds: cases.filter((c) => c.name.startsWith('tracker ')) };
}

async function runAll(cases: Case[], concurrency = 16) {
  const failures: string[] = [];
  for (let i = 0; i < cases.length; i += concurrency) {
    const chunk = cases.slice(i, i + concurrency);
    const statuses = await Promise.all(chunk.map((c) => c.run().catch((e: unknown) => String(e))));
    statuses.forEach((s, j) => {
      if (typeof s !== 'number' || s >= 500) failures.push(`${chunk[j]!.name}: ${s}`);
    });
  }
  return failures;
}

/** Depot B's good readings, sent while the corpus runs: all must be stored. */
function goodTraffic(count: number) {
  const sent: Promise<number>[] = [];
  for (let i = 1; i <= count; i++) {
    sent.push(
      t.app
        .inject({
          method: 'POST',
          url: `/api/ingest/${b.tapB}`,
          headers: { authorization: `Bearer ${b.key}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ volume_l: 18.5, seq: i }),
        })
        .then((r) => r.statusCode),
    );
  }
  return Promise.all(sent);
}

describe('bad-input corpus', () => {
  it('over HTTP: no 5xx on any route, and every good reading sent alongside is stored', async () => {
    const readings = readingCases(a);
    const cases: Case[] = [
      ...routeCases(t.app.routeTable),
      ...readings.map((r) => ({
        name: `ingest ${r.name}`,
        run: async () =>
          (
            await t.app.inject({
              method: 'POST',
              url: `/api/ingest/${r.sensor}`,
              headers: { authorization: `Bearer ${a.key}`, 'content-type': 'application/json' },
              payload: JSON.stringify(r.body),
            })
          ).statusCode,
      })),
    ];
    expect(cases.length).toBeGreaterThanOrEqual(250);
    const [failures, neighbours] = await Promise.all([runAll(cases), goodTraffic(40)]);
    expect(failures).toEqual([]);
    expect(neighbours.every((s) => s === 200)).toBe(true);

    expect((await usageRows(t, b.tapB)).length).toBe(40);
    const stored = new Set(
      [...(await levelRows(t, a.level)), ...(await usageRows(t, a.tapA))].map((r) => Number(r.seq)),
    );
    const missing = readings
      .filter((r) => r.sensor !== a.quality && !stored.has(r.goodSeq))
      .map((r) => r.name);
    expect(missing).toEqual([]);
  }, 180_000);

  it("over HTTP: a tracker's bad fix or OsmAnd parameter never costs the good fix beside it", async () => {
    const { cases, goodAt, perFixIds } = await trackerCases(a);
    expect(cases.length).toBeGreaterThanOrEqual(250);
    expect(await runAll(cases)).toEqual([]);
    const lost: string[] = [];
    for (const c of perFixIds) {
      const rows = await positionRows(t, c.trackerId);
      if (!rows.some((r) => r.ts.getTime() === goodAt)) lost.push(c.name);
    }
    expect(lost).toEqual([]);
  }, 180_000);

  it('over MQTT: bad payloads and topics never stop a good reading', async () => {
    const url = `mqtt://127.0.0.1:${t.app.mqtt?.port}`;
    const d = await newDepot(t);
    const connectAs = (username: string): Promise<MqttClient> =>
      mqtt.connectAsync(url, {
        username,
        password: d.key,
        reconnectPeriod: 0,
        clientId: `${username}:${unique('dev')}`,
      });
    let device = await connectAs(d.level);
    const publish = async (topic: string, payload: Buffer | string) => {
      if (!device.connected) device = await connectAs(d.level);
      await Promise.race([
        device.publishAsync(topic, payload, { qos: 1 }),
        new Promise<void>((resolve) => device.once('close', () => resolve())),
      ]);
    };
    const messages = [
      ...MQTT_PAYLOADS.map((p) => ({ topic: `sensors/${d.level}/data`, payload: p.payload })),
      ...readingCases(d)
        .filter((r) => r.sensor === d.level)
        .map((r) => ({
          topic: `sensors/${d.level}/data`,
          payload: JSON.stringify(r.body),
          seq: r.goodSeq,
        })),
      { topic: `sensors/${b.level}/data`, payload: '{"water_level_cm":1}' },
      { topic: 'sensors/+/data', payload: '{}' },
      { topic: `sensors/${d.level}/data/extra`, payload: '{}' },
    ];
    for (const m of messages) await publish(m.topic, m.payload);
    const goodSeqs = messages.flatMap((m) => ('seq' in m && m.seq !== undefined ? [m.seq] : []));
    const rows = await waitFor(
      'every good reading published alongside bad ones',
      async () => {
        const stored = await levelRows(t, d.level);
        return stored.length >= goodSeqs.length && stored;
      },
      10_000,
    );
    // Some 'bad' values are valid for a field (a fraction of a centimetre): those rows are kept too.
    const storedSeqs = rows.flatMap((r) => (r.seq === null ? [] : [Number(r.seq)]));
    expect(storedSeqs.sort((x, y) => x - y)).toEqual(goodSeqs);
    expect(await levelRows(t, b.level)).toEqual([]);
    await device.endAsync(true);
  }, 120_000);

  it("over MQTT: a tracker's bad payloads and topics never stop its good fix", async () => {
    const url = `mqtt://127.0.0.1:${t.app.mqtt?.port}`;
    const d = await newDepot(t);
    const bike = await newTracker(t, d);
    const other = await newTracker(t, b);
    const connect = () =>
      mqtt.connectAsync(url, {
        username: bike.id,
        password: bike.key,
        reconnectPeriod: 0,
        clientId: `${bike.id}:${unique('bike')}`,
      });
    let device = await connect();
    const publish = async (topic: string, payload: Buffer | string) => {
      if (!device.connected) device = await connect();
      await Promise.race([
        device.publishAsync(topic, payload, { qos: 1 }),
        new Promise<void>((resolve) => device.once('close', () => resolve())),
      ]);
    };
    const topic = `trackers/${bike.id}/position`;
    for (const p of MQTT_PAYLOADS) await publish(topic, p.payload);
    for (const wrong of [
      `trackers/${other.id}/position`,
      'trackers/+/position',
      `${topic}/extra`,
      `sensors/${bike.id}/data`,
    ]) {
      await publish(wrong, '{"lat":-6.366,"lon":106.88}');
    }
    const at = Date.now() - 60_000;
    await publish(topic, JSON.stringify({ lat: -6.366, lon: 106.88, ts: at }));
    const rows = await waitFor(
      'the good fix after the bad ones',
      async () => {
        const stored = await positionRows(t, bike.id);
        return stored.length > 0 && stored;
      },
      10_000,
    );
    expect(rows.map((r) => r.ts.getTime())).toEqual([at]);
    expect(await positionRows(t, other.id)).toEqual([]);
    await device.endAsync(true);
  }, 120_000);
});
