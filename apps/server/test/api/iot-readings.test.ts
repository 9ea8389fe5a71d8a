import { BUCKET_MINUTES_HEADER, messages } from '@depot/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smartIotSensors } from '../../src/db/schema';
import { asAdmin } from '../fixtures';
import { useTestApp } from '../use-test-app';
import { newDepot, postReading } from '../telemetry';

const t = useTestApp();
let admin: { authorization: string };
let owner: string;
beforeAll(async () => {
  admin = await asAdmin(t);
  owner = (await newDepot(t)).username;
});

let sensorCount = 0;
/** A fresh weather sensor (limits 15–35 °C) added through the API, with its key. */
async function newSensor() {
  const device = await t.app.inject({
    method: 'POST',
    url: '/api/superadmin/iot/devices',
    headers: admin,
    payload: { device_name: 'Stasiun Uji', device_type: 'weather_station', username: owner },
  });
  const id = `${owner}-suhu-${++sensorCount}`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/superadmin/iot/devices/${device.json().id}/sensors`,
    headers: admin,
    payload: {
      sensor_id: id,
      sensor_name: 'Suhu',
      sensor_type: 'temperature_DHT11',
      min_value: 15,
      max_value: 35,
    },
  });
  expect(res.statusCode).toBe(201);
  return { id, key: res.json().device_key as string };
}

async function send(sensor: { id: string; key: string }, readings: object[]) {
  const res = await postReading(t, sensor.id, sensor.key, readings);
  expect(res.json()).toMatchObject({ accepted: readings.length, rejected: 0 });
}

const readings = (id: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/superadmin/tables/sensors/${id}/readings${query}`,
    headers: admin,
  });

const raw = (timestamp: string, value: number) => ({ timestamp, value });

describe('readings per calendar month in WIB', () => {
  let sensor: { id: string; key: string };
  beforeAll(async () => {
    sensor = await newSensor();
    await send(sensor, [
      { value: 10, ts: '2026-02-28T16:59:00Z' }, // 23:59 WIB, 28 February
      { value: 20, ts: '2026-02-28T17:01:00Z' }, // 00:01 WIB, 1 March
      { value: 30, ts: '2026-03-31T16:59:00Z' }, // 23:59 WIB, 31 March
      { value: 40, ts: '2026-03-31T17:01:00Z' }, // 00:01 WIB, 1 April
    ]);
  });

  it('cuts months at 00:00 WIB and answers the raw readings newest first', async () => {
    const march = await readings(sensor.id, '?_limit=1000&_range=by_month&_month=3&_year=2026');
    expect(march.statusCode).toBe(200);
    expect(march.headers[BUCKET_MINUTES_HEADER]).toBeUndefined();
    expect(march.json()).toEqual([
      raw('2026-03-31T16:59:00.000Z', 30),
      raw('2026-02-28T17:01:00.000Z', 20),
    ]);
    const feb = await readings(sensor.id, '?_range=by_month&_month=2&_year=2026');
    expect(feb.json()).toEqual([raw('2026-02-28T16:59:00.000Z', 10)]);
    const april = await readings(sensor.id, '?_range=by_month&_month=4&_year=2026');
    expect(april.json()).toEqual([raw('2026-03-31T17:01:00.000Z', 40)]);
    const empty = await readings(sensor.id, '?_range=by_month&_month=5&_year=2026');
    expect(empty.json()).toEqual([]);
    const all = await readings(sensor.id);
    expect(all.json().map((r: { value: number }) => r.value)).toEqual([40, 30, 20, 10]);
  });

  it('above _limit, averages buckets of whole WIB hours from the rollup', async () => {
    const day = await newSensor();
    await send(day, [
      { value: 10, ts: '2026-02-28T16:59:00Z' }, // 28 February: not in March
      { value: 20, ts: '2026-02-28T17:01:00Z' }, // 00:01 WIB, 1 March
      { value: 22, ts: '2026-02-28T17:30:00Z' }, // 00:30 WIB
      { value: 34, ts: '2026-03-01T16:30:00Z' }, // 23:30 WIB
      { value: 30, ts: '2026-03-01T16:59:00Z' }, // 23:59 WIB
    ]);
    // Four readings over one WIB day in at most 3 points: 6-hour buckets would be 4, so 12 hours.
    const res = await readings(day.id, '?_limit=3&_range=by_month&_month=3&_year=2026');
    expect(res.headers[BUCKET_MINUTES_HEADER]).toBe('720');
    expect(res.json()).toEqual([
      { timestamp: '2026-03-01T05:00:00.000Z', value: 32, count: 2, min: 30, max: 34 },
      { timestamp: '2026-02-28T17:00:00.000Z', value: 21, count: 2, min: 20, max: 22 },
    ]);
  });
});

describe('bucket counts', () => {
  it('never answers more points than _limit, and every reading is in one of them', async () => {
    const sensor = await newSensor();
    // One reading an hour through March 2026 in WIB: 744 readings.
    const march = Date.UTC(2026, 2, 1) - 7 * 3_600_000;
    await send(
      sensor,
      Array.from({ length: 744 }, (_, i) => ({
        value: 20 + (i % 10),
        ts: new Date(march + i * 3_600_000 + 60_000).toISOString(),
      })),
    );
    for (let limit = 2; limit <= 40; limit++) {
      const res = await readings(sensor.id, `?_limit=${limit}&_range=by_month&_month=3&_year=2026`);
      const points: { count: number }[] = res.json();
      expect(points.length, `_limit=${limit}`).toBeLessThanOrEqual(limit);
      expect(
        points.reduce((n, p) => n + p.count, 0),
        `_limit=${limit}`,
      ).toBe(744);
    }
  });
});

describe('short periods average the readings themselves', () => {
  let sensor: { id: string; key: string };
  beforeAll(async () => {
    sensor = await newSensor();
    // One reading a minute from 07:00 to 08:00 WIB, valued by its minute (0 … 60).
    await send(
      sensor,
      Array.from({ length: 61 }, (_, i) => ({
        value: i % 61,
        ts: new Date(Date.UTC(2026, 4, 10, 0, i)).toISOString(),
      })),
    );
  });

  it('cuts two hours into 15-minute buckets when 10 points are allowed', async () => {
    const res = await readings(sensor.id, '?_limit=10');
    expect(res.headers[BUCKET_MINUTES_HEADER]).toBe('15');
    expect(res.json()).toEqual([
      { timestamp: '2026-05-10T01:00:00.000Z', value: 60, count: 1, min: 60, max: 60 },
      { timestamp: '2026-05-10T00:45:00.000Z', value: 52, count: 15, min: 45, max: 59 },
      { timestamp: '2026-05-10T00:30:00.000Z', value: 37, count: 15, min: 30, max: 44 },
      { timestamp: '2026-05-10T00:15:00.000Z', value: 22, count: 15, min: 15, max: 29 },
      { timestamp: '2026-05-10T00:00:00.000Z', value: 7, count: 15, min: 0, max: 14 },
    ]);
  });

  it('_raw=true answers the newest readings, never averaged', async () => {
    const res = await readings(sensor.id, '?_limit=3&_raw=true');
    expect(res.headers[BUCKET_MINUTES_HEADER]).toBeUndefined();
    expect(res.json()).toEqual([
      raw('2026-05-10T01:00:00.000Z', 60),
      raw('2026-05-10T00:59:00.000Z', 59),
      raw('2026-05-10T00:58:00.000Z', 58),
    ]);
  });
});

describe('weekly and monthly run from 00:00 WIB to now', () => {
  const DAY = 86_400_000;
  const WIB = 7 * 3_600_000;
  const today = Math.floor((Date.now() + WIB) / DAY) * DAY - WIB;
  const iso = (ms: number) => new Date(ms).toISOString();

  it('weekly: today and the 6 days before; monthly: today and the 29 before', async () => {
    const sensor = await newSensor();
    const weekStart = today - 6 * DAY;
    const monthStart = today - 29 * DAY;
    const minute = 60_000;
    const recent = Math.floor(Date.now() / minute) * minute - minute;
    await send(sensor, [
      { value: 16, ts: iso(monthStart - minute) },
      { value: 17, ts: iso(monthStart + minute) },
      { value: 18, ts: iso(weekStart - minute) },
      { value: 19, ts: iso(weekStart + minute) },
      { value: 21, ts: iso(recent) },
    ]);
    const weekly = await readings(sensor.id, '?_range=weekly');
    expect(weekly.json()).toEqual([raw(iso(recent), 21), raw(iso(weekStart + minute), 19)]);
    const monthly = await readings(sensor.id, '?_range=monthly');
    expect(monthly.json().map((r: { value: number }) => r.value)).toEqual([21, 19, 18, 17]);
  });
});

describe('the sensor detail and its errors', () => {
  it('is last active at its newest reading, also one written without the ingest path', async () => {
    const sensor = await newSensor();
    const detail = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/superadmin/tables/sensors/${sensor.id}`,
          headers: admin,
        })
      ).json()[0].last_active_at;
    // The demo's history sets only the latest reading, as this does.
    await t.db
      .update(smartIotSensors)
      .set({ latestAt: new Date('2026-11-20T08:00:00Z'), latestValue: 20 })
      .where(eq(smartIotSensors.sensorId, sensor.id));
    expect(await detail()).toBe('2026-11-20T08:00:00.000Z');
  });

  it('answers an array of one sensor, 404 for an unknown or a depot sensor', async () => {
    const sensor = await newSensor();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/superadmin/tables/sensors/${sensor.id}`,
      headers: admin,
    });
    expect(res.json()).toEqual([
      {
        id: sensor.id,
        device_id: expect.any(Number),
        sensor_name: 'Suhu',
        sensor_type: 'temperature_DHT11',
        min_value: 15,
        max_value: 35,
        is_active: true,
        last_active_at: null,
        device_name: 'Stasiun Uji',
        device_owner_username: owner,
      },
    ]);
    const depot = await newDepot(t);
    for (const id of ['tidak-ada', depot.level]) {
      for (const path of [id, `${id}/readings`]) {
        const missing = await t.app.inject({
          method: 'GET',
          url: `/api/superadmin/tables/sensors/${path}`,
          headers: admin,
        });
        expect(missing.statusCode, path).toBe(404);
        expect(missing.json()).toEqual({ success: false, message: messages.iot.sensorNotFound });
      }
    }
  });

  it('refuses bad parameters with 400', async () => {
    const sensor = await newSensor();
    const cases: [string, string][] = [
      ['bad%20id!/readings', messages.ingest.sensorIdFormat],
      [`${sensor.id}/readings?_range=by_month`, messages.iot.byMonthNeedsMonth],
      [`${sensor.id}/readings?_range=by_month&_month=13&_year=2026`, ''],
      [`${sensor.id}/readings?_limit=0`, ''],
      [`${sensor.id}/readings?_limit=1001`, ''],
      [`${sensor.id}/readings?_month=3&_year=2026`, messages.iot.monthOnlyByMonth],
      [`${sensor.id}/readings?_range=yearly`, ''],
    ];
    for (const [path, message] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/superadmin/tables/sensors/${path}`,
        headers: admin,
      });
      expect(res.statusCode, path).toBe(400);
      if (message) expect(res.json().message, path).toContain(message);
    }
  });
});
