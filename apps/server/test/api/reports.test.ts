import {
  messages,
  type DailyReport,
  type MonthlyReport,
  type TankReading,
  type WeeklyReport,
} from '@depot/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sensors, tankLevel, tanks, usageDaily } from '../../src/db/schema';
import { hashDeviceKey } from '../../src/lib/secrets';
import * as repo from '../../src/modules/dashboard/reports.repository';
import * as reports from '../../src/modules/dashboard/reports.service';
import { accountId, asAdmin, insertAccount, unique } from '../fixtures';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';

const t = useTestApp();
let depot1: number;
/** depot1's owner, logged in once. */
let owner: { authorization: string };
beforeAll(async () => {
  depot1 = await accountId(t.db, DEMO.owner.username);
  owner = await t.authAs(DEMO.owner.username, DEMO.owner.password);
});

const DAY_MS = 86_400_000;
const PASSWORD = 'sandi-123';

// Calendar helpers written independently of src/modules/dashboard/jakarta-calendar.ts.
const wibToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const mondayOf = (date: string) =>
  addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
/** ISO 8601 week number: the week containing the year's first Thursday is week 1. */
function isoWeek(date: string) {
  const thursday = Date.parse(`${mondayOf(date)}T00:00:00Z`) + 3 * DAY_MS;
  const jan1 = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - jan1) / DAY_MS / 7) + 1;
}
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * Runs `check` with today's Jakarta date, again if the date flipped meanwhile (17:00 UTC), so a
 * run that straddles midnight in Jakarta does not compare two different days.
 */
async function onStableDay(check: (today: string) => Promise<void>) {
  for (;;) {
    const today = wibToday();
    try {
      await check(today);
    } catch (error) {
      if (wibToday() === today) throw error;
      continue;
    }
    if (wibToday() === today) return;
  }
}

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

/** An owner account of its own (no tank, no sensor), logged in. */
async function newOwner() {
  const username = unique('rep');
  const id = await insertAccount(t.db, { username, password: PASSWORD });
  return { username, id, headers: await t.authAs(username, PASSWORD) };
}

type Tap = 'A' | 'B' | 'C';
async function putDaily(account: number, rows: [day: string, tap: Tap, gallons: number][]) {
  await t.db.insert(usageDaily).values(
    rows.map(([day, tap, gallons]) => ({
      accountId: account,
      day,
      tap,
      gallons,
      volumeL: gallons * 18.9,
    })),
  );
}

/** Readings sent the way a device sends them: HTTP ingestion with the demo key. */
async function ingest(sensorId: string, body: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/ingest/${sensorId}`,
    headers: { authorization: `Bearer ${DEMO.deviceKey}` },
    payload: body as object,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ accepted: number; rejected: number }>();
}

const zeros = (date: string) => ({ date, volume: 0, gallons: 0, tapA: 0, tapB: 0, tapC: 0 });

describe('GET /api/reports/:username/daily', () => {
  it('lists every day of a past month, with zeros where there was no usage', async () => {
    const d = await newOwner();
    await putDaily(d.id, [
      ['2026-01-31', 'A', 9],
      ['2026-02-01', 'A', 1],
      ['2026-02-03', 'A', 5],
      ['2026-02-03', 'B', 2],
      ['2026-02-17', 'C', 4],
      ['2026-02-28', 'B', 1],
      ['2026-02-28', 'C', 3],
      ['2026-03-01', 'C', 7],
    ]);
    const res = await get(`/api/reports/${d.username}/daily?month=2026-02`, d.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<DailyReport>();
    expect(body.daily).toHaveLength(28);
    expect(body.daily.map((r) => r.date)).toEqual(
      Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`),
    );
    const byDate = new Map(body.daily.map((r) => [r.date, r]));
    expect(byDate.get('2026-02-01')).toEqual({
      date: '2026-02-01',
      volume: 18.9,
      gallons: 1,
      tapA: 1,
      tapB: 0,
      tapC: 0,
    });
    // 94.5 + 37.8 is 132.29999999999998 in floating point; the report rounds to 2 decimals.
    expect(byDate.get('2026-02-03')).toEqual({
      date: '2026-02-03',
      volume: 132.3,
      gallons: 7,
      tapA: 5,
      tapB: 2,
      tapC: 0,
    });
    expect(byDate.get('2026-02-17')).toEqual({
      date: '2026-02-17',
      volume: 75.6,
      gallons: 4,
      tapA: 0,
      tapB: 0,
      tapC: 4,
    });
    expect(byDate.get('2026-02-28')).toEqual({
      date: '2026-02-28',
      volume: 75.6,
      gallons: 4,
      tapA: 0,
      tapB: 1,
      tapC: 3,
    });
    const withData = new Set(['2026-02-01', '2026-02-03', '2026-02-17', '2026-02-28']);
    for (const row of body.daily.filter((r) => !withData.has(r.date))) {
      expect(row).toEqual(zeros(row.date));
    }
    // Nothing today for this depot.
    expect(body).toMatchObject({ tapA: 0, tapB: 0, tapC: 0 });
    // The month selector: the current month and the months with data, newest first.
    expect(body.months).toEqual([wibToday().slice(0, 7), '2026-03', '2026-02', '2026-01']);
  });

  it('lists in the month selector only months with data, skipping gaps and the future', async () => {
    const d = await newOwner();
    const current = wibToday().slice(0, 7);
    await putDaily(d.id, [
      ['2025-11-30', 'A', 1],
      ['2025-11-01', 'B', 2],
      ['2026-01-01', 'C', 3],
      ['2026-01-31', 'A', 1],
      ['2026-04-15', 'A', 1],
      [`${nextMonth(current)}-01`, 'A', 1],
    ]);
    const res = await get(`/api/reports/${d.username}/daily?month=2026-02`, d.headers);
    expect(res.statusCode).toBe(200);
    // December 2025 and February 2026 had nothing; next month is not offered.
    expect(res.json<DailyReport>().months).toEqual([current, '2026-04', '2026-01', '2025-11']);
  });

  it('gives 31 days for January and 30 for April', async () => {
    const d = await newOwner();
    for (const [month, days] of [
      ['2026-01', 31],
      ['2026-04', 30],
    ] as const) {
      const res = await get(`/api/reports/${d.username}/daily?month=${month}`, d.headers);
      expect(res.statusCode).toBe(200);
      const { daily } = res.json<DailyReport>();
      expect(daily).toHaveLength(days);
      expect(daily.at(-1)?.date).toBe(`${month}-${days}`);
      expect(daily.every((r) => r.gallons === 0 && r.volume === 0)).toBe(true);
    }
  });

  it("defaults to this month up to today, and puts today's gallons per tap on top", async () => {
    await onStableDay(async (today) => {
      const before = (await get('/api/reports/depot1/daily', owner)).json<DailyReport>();
      const ts = new Date().toISOString();
      await ingest('depot1-tap-a', [
        { tap: 'A', volume_l: 19, ts },
        { tap: 'A', volume_l: 19, ts },
        { tap: 'A', volume_l: 18.5, ts },
      ]);
      await ingest('depot1-tap-b', { tap: 'B', volume_l: 19, ts });
      await ingest('depot1-tap-c', [
        { tap: 'C', volume_l: 15, ts },
        { tap: 'C', volume_l: 15, ts },
      ]);

      const res = await get('/api/reports/depot1/daily', owner);
      expect(res.statusCode).toBe(200);
      const body = res.json<DailyReport>();
      const month = today.slice(0, 7);
      expect(body.daily).toHaveLength(Number(today.slice(8, 10)));
      expect(body.daily[0]?.date).toBe(`${month}-01`);
      expect(body.daily.at(-1)?.date).toBe(today);
      const last = body.daily.at(-1)!;
      const was = before.daily.at(-1) ?? zeros(today);
      expect(last.tapA - was.tapA).toBe(3);
      expect(last.tapB - was.tapB).toBe(1);
      expect(last.tapC - was.tapC).toBe(2);
      expect(last.gallons - was.gallons).toBe(6);
      expect(last.volume - was.volume).toBeCloseTo(19 + 19 + 18.5 + 19 + 15 + 15, 2);
      expect({ tapA: body.tapA, tapB: body.tapB, tapC: body.tapC }).toEqual({
        tapA: last.tapA,
        tapB: last.tapB,
        tapC: last.tapC,
      });

      // Naming the current month explicitly gives the same answer.
      const named = await get(`/api/reports/depot1/daily?month=${month}`, owner);
      expect(named.json()).toEqual(body);
    });
  });

  it('answers a month that has not begun with no days, but still with today per tap', async () => {
    await onStableDay(async (today) => {
      const current = (await get('/api/reports/depot1/daily', owner)).json<DailyReport>();
      for (const month of [nextMonth(today.slice(0, 7)), '2099-12']) {
        const res = await get(`/api/reports/depot1/daily?month=${month}`, owner);
        expect(res.statusCode, month).toBe(200);
        expect(res.json()).toMatchObject({
          daily: [],
          tapA: current.tapA,
          tapB: current.tapB,
          tapC: current.tapC,
        });
      }
    });
  });

  it.each(['2026-13', '2026-00', '2026-1', 'abc', '2026-02-01', ''])(
    'refuses month=%s with 400 and the Indonesian format message',
    async (month) => {
      const res = await get(`/api/reports/depot1/daily?month=${month}`, owner);
      expect(res.statusCode).toBe(400);
      const body = res.json<{ success: boolean; message: string }>();
      expect(body.success).toBe(false);
      // The error handler puts the field name in front of a zod format error: "month: Format…".
      expect(body.message).toBe(`month: ${messages.reports.monthFormat}`);
    },
  );

  // '%00' is a NUL byte in the query string.
  it.each(['10000-01', '2026-01%00', '%00', '2026%00-01', '0050-1'])(
    'refuses month=%s with 400 and the Indonesian format message',
    async (month) => {
      const res = await get(`/api/reports/depot1/daily?month=${month}`, owner);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: `month: ${messages.reports.monthFormat}`,
      });
    },
  );

  // Years below 100 were read as 19xx and made a report of ~700k days; year 0 made a 500.
  it.each(['0000-01', '0001-01', '0050-01', '0099-12', '1999-12', '2100-01', '9999-12'])(
    'refuses month=%s, a year outside 2000–2099, with 400 and the Indonesian range message',
    async (month) => {
      const res = await get(`/api/reports/depot1/daily?month=${month}`, owner);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: messages.reports.monthRange(2000, 2099),
      });
    },
  );

  it('accepts the first month of the range, 2000-01, with its 31 days', async () => {
    const res = await get('/api/reports/depot1/daily?month=2000-01', owner);
    expect(res.statusCode).toBe(200);
    const days = res.json<DailyReport>().daily;
    expect(days).toHaveLength(31);
    expect([days[0]?.date, days.at(-1)?.date]).toEqual(['2000-01-01', '2000-01-31']);
  });

  it('refuses an unknown query field with 400 and an Indonesian message', async () => {
    for (const query of ['bulan=2026-02', 'month=2026-02&year=2026']) {
      const res = await get(`/api/reports/depot1/daily?${query}`, owner);
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ success: boolean; message: string }>();
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/tidak dikenali/);
      expect(body.message).not.toMatch(/unrecognized|invalid|expected/i);
    }
  });

  it('refuses a month given twice with 400', async () => {
    const res = await get('/api/reports/depot1/daily?month=2026-01&month=2026-02', owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('cuts days at midnight in Jakarta: 23:59 and 00:01 WIB fall on different days', async () => {
    await ingest('depot1-tap-b', [
      { tap: 'B', volume_l: 19, ts: '2026-03-14T23:59:00+07:00' },
      { tap: 'B', volume_l: 19, ts: '2026-03-14T17:00:00Z' }, // 00:00 WIB on the 15th
      { tap: 'B', volume_l: 19, ts: '2026-03-15T00:01:00+07:00' },
      { tap: 'B', volume_l: 19, ts: '2026-03-15T03:00:00Z' }, // 10:00 WIB on the 15th
      // The month boundary: 23:59 WIB on 31 March, and 00:01 WIB on 1 April.
      { tap: 'B', volume_l: 19, ts: '2026-03-31T16:59:00Z' },
      { tap: 'B', volume_l: 19, ts: '2026-03-31T17:01:00Z' },
    ]);
    const march = (await get('/api/reports/depot1/daily?month=2026-03', owner)).json<DailyReport>();
    const day = (date: string) => march.daily.find((r) => r.date === date);
    expect(day('2026-03-14')).toEqual({ ...zeros('2026-03-14'), volume: 19, gallons: 1, tapB: 1 });
    expect(day('2026-03-15')).toEqual({ ...zeros('2026-03-15'), volume: 57, gallons: 3, tapB: 3 });
    expect(day('2026-03-31')).toEqual({ ...zeros('2026-03-31'), volume: 19, gallons: 1, tapB: 1 });
    expect(march.daily.reduce((sum, r) => sum + r.gallons, 0)).toBe(5);

    const april = (await get('/api/reports/depot1/daily?month=2026-04', owner)).json<DailyReport>();
    expect(april.daily[0]).toEqual({ ...zeros('2026-04-01'), volume: 19, gallons: 1, tapB: 1 });
    expect(april.daily.reduce((sum, r) => sum + r.gallons, 0)).toBe(1);
  });
});

describe('GET /api/reports/:username/weekly', () => {
  it('gives 12 ISO weeks from Monday to Sunday, the current week last, with their sums', async () => {
    const d = await newOwner();
    await onStableDay(async (today) => {
      const current = mondayOf(today);
      const oldest = addDays(current, -11 * 7);
      await putDaily(d.id, [
        [addDays(oldest, -1), 'A', 100], // the Sunday before the oldest week: left out
        [oldest, 'A', 1],
        [addDays(oldest, 6), 'B', 2], // Sunday of the oldest week
        [addDays(oldest, 7 * 5 + 2), 'A', 3],
        [addDays(oldest, 7 * 5 + 2), 'C', 4],
        [addDays(current, -1), 'C', 5], // Sunday before the current week
        [current, 'B', 6],
      ]);
      try {
        const res = await get(`/api/reports/${d.username}/weekly`, d.headers);
        expect(res.statusCode).toBe(200);
        const { weekly } = res.json<WeeklyReport>();
        expect(weekly).toHaveLength(12);
        const starts = Array.from({ length: 12 }, (_, i) => addDays(oldest, i * 7));
        expect(weekly.map((w) => w.start)).toEqual(starts);
        expect(weekly.map((w) => w.week)).toEqual(starts.map(isoWeek));
        expect(weekly.at(-1)?.start).toBe(current);
        const gallons = [3, 0, 0, 0, 0, 7, 0, 0, 0, 0, 5, 6];
        expect(weekly.map((w) => w.gallons)).toEqual(gallons);
        expect(weekly.map((w) => w.volume)).toEqual(
          gallons.map((g) => Math.round(g * 18.9 * 100) / 100),
        );
      } finally {
        await t.db.delete(usageDaily).where(eq(usageDaily.accountId, d.id));
      }
    });
  });
});

describe('GET /api/reports/:username/monthly', () => {
  it('gives months 1 to the current one of the current year in Jakarta, with their sums', async () => {
    const d = await newOwner();
    await onStableDay(async (today) => {
      const year = Number(today.slice(0, 4));
      const month = Number(today.slice(5, 7));
      await putDaily(d.id, [
        [`${year - 1}-12-31`, 'A', 100], // last year: left out
        [`${year}-01-01`, 'A', 1],
        [`${year}-01-31`, 'B', 2],
        [`${year}-${String(month).padStart(2, '0')}-01`, 'C', 4],
        [today, 'A', 8],
      ]);
      try {
        const res = await get(`/api/reports/${d.username}/monthly`, d.headers);
        expect(res.statusCode).toBe(200);
        const body = res.json<MonthlyReport>();
        expect(body.year).toBe(year);
        expect(body.monthly.map((m) => m.month)).toEqual(
          Array.from({ length: month }, (_, i) => i + 1),
        );
        const gallons = Array.from({ length: month }, (_, i) => (i === 0 ? 3 : 0));
        gallons[month - 1]! += 12;
        expect(body.monthly.map((m) => m.gallons)).toEqual(gallons);
        expect(body.monthly.map((m) => m.volume)).toEqual(
          gallons.map((g) => Math.round(g * 18.9 * 100) / 100),
        );
      } finally {
        await t.db.delete(usageDaily).where(eq(usageDaily.accountId, d.id));
      }
    });
  });
});

describe('GET /api/tanks/:username', () => {
  it('gives the newest reading of each tank, and leaves out a tank with no reading', async () => {
    const [main] = await t.db
      .select({ id: tanks.id })
      .from(tanks)
      .where(eq(tanks.accountId, depot1));
    if (!main) throw new Error('depot1 has no tank');
    const [second] = await t.db
      .insert(tanks)
      .values({ accountId: depot1, name: 'Tangki Cadangan', capacity: 500, heightCm: 100 })
      .returning({ id: tanks.id });
    const [empty] = await t.db
      .insert(tanks)
      .values({ accountId: depot1, name: 'Tangki Kosong', capacity: 300, heightCm: 80 })
      .returning({ id: tanks.id });
    const secondSensor = unique('lvl');
    await t.db.insert(sensors).values({
      sensorId: secondSensor,
      accountId: depot1,
      tankId: second!.id,
      name: 'Level Cadangan',
      kind: 'level',
      keyHash: hashDeviceKey('unused'),
    });
    const reading = (tankId: number, sensorId: string, ts: string, level: number, cap: number) => ({
      accountId: depot1,
      tankId,
      sensorId,
      ts: new Date(ts),
      waterLevelCm: level,
      volume: cap,
    });
    // Inserted out of order: the newest by time wins, not the last inserted.
    await t.db
      .insert(tankLevel)
      .values([
        reading(main.id, 'depot1-level', '2026-05-01T03:00:00Z', 30, 250),
        reading(main.id, 'depot1-level', '2026-05-01T05:00:00Z', 60, 500),
        reading(main.id, 'depot1-level', '2026-05-01T04:00:00Z', 90, 750),
        reading(second!.id, secondSensor, '2026-05-02T01:00:00Z', 40, 200),
        reading(second!.id, secondSensor, '2026-04-30T01:00:00Z', 10, 50),
      ]);
    // Another depot's tank readings stay out.
    const other = await newOwner();
    const [otherTank] = await t.db
      .insert(tanks)
      .values({ accountId: other.id, name: 'Tangki Lain', capacity: 100, heightCm: 50 })
      .returning({ id: tanks.id });

    const res = await get('/api/tanks/depot1', owner);
    expect(res.statusCode).toBe(200);
    const list = res.json<TankReading[]>();
    expect(list.map((r) => r.tank_id)).not.toContain(empty!.id);
    expect(list.map((r) => r.tank_id)).not.toContain(otherTank!.id);
    expect([...list].sort((a, b) => a.tank_id - b.tank_id)).toEqual([
      {
        tank_id: main.id,
        tank_name: 'Tangki Utama',
        water_level_cm: 60,
        volume: 500,
        capacity: 1000,
        height_cm: 120,
        timestamp: '2026-05-01T05:00:00.000Z',
      },
      {
        tank_id: second!.id,
        tank_name: 'Tangki Cadangan',
        water_level_cm: 40,
        volume: 200,
        capacity: 500,
        height_cm: 100,
        timestamp: '2026-05-02T01:00:00.000Z',
      },
    ]);

    // A reading the level sensor sends now becomes the newest one.
    const sentAt = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
    await ingest('depot1-level', { water_level_cm: 90, ts: sentAt });
    const after = (await get('/api/tanks/depot1', owner)).json<TankReading[]>();
    expect(after.find((r) => r.tank_id === main.id)).toMatchObject({
      water_level_cm: 90,
      volume: 750,
      timestamp: sentAt,
    });

    // A depot with tanks but no readings at all gets an empty list.
    const res2 = await get(`/api/tanks/${other.username}`, other.headers);
    expect(res2.statusCode).toBe(200);
    expect(res2.json()).toEqual([]);
  });
});

describe('who may read the reports', () => {
  const ROUTES = [
    '/reports/{u}/daily',
    '/reports/{u}/weekly',
    '/reports/{u}/monthly',
    '/tanks/{u}',
  ];
  const url = (route: string, username: string) => `/api${route.replace('{u}', username)}`;

  it('answers 401 without a token', async () => {
    for (const route of ROUTES) {
      const res = await get(url(route, 'depot1'), {});
      expect(res.statusCode, route).toBe(401);
      expect(res.json()).toEqual({ success: false, message: messages.api.unauthorized });
    }
  });

  it("answers 403 to another depot's owner and to another depot's employee", async () => {
    const other = await newOwner();
    const staff = unique('staff');
    await insertAccount(t.db, { username: staff, password: PASSWORD, employerId: other.id });
    for (const headers of [other.headers, await t.authAs(staff, PASSWORD)]) {
      for (const route of ROUTES) {
        const res = await get(url(route, 'depot1'), headers);
        expect(res.statusCode, route).toBe(403);
        expect(res.json()).toEqual({ success: false, message: messages.api.forbidden });
      }
    }
  });

  it("answers a depot's owner, its employee and the super admin with that depot's figures", async () => {
    const d = await newOwner();
    const staff = unique('staff');
    await insertAccount(t.db, { username: staff, password: PASSWORD, employerId: d.id });
    const who = {
      owner: d.headers,
      employee: await t.authAs(staff, PASSWORD),
      admin: await asAdmin(t),
    };
    const [tank] = await t.db
      .insert(tanks)
      .values({ accountId: d.id, name: 'Tangki Uji', capacity: 1000, heightCm: 120 })
      .returning({ id: tanks.id });
    const level = unique('lvl');
    await t.db.insert(sensors).values({
      sensorId: level,
      accountId: d.id,
      tankId: tank!.id,
      name: 'Level Uji',
      kind: 'level',
      keyHash: hashDeviceKey('unused'),
    });
    await t.db.insert(tankLevel).values({
      accountId: d.id,
      tankId: tank!.id,
      sensorId: level,
      ts: new Date('2026-05-01T05:00:00Z'),
      waterLevelCm: 60,
      volume: 500,
    });

    await onStableDay(async (today) => {
      await putDaily(d.id, [
        ['2026-02-03', 'A', 5],
        ['2026-02-03', 'B', 2],
        ['2026-02-17', 'C', 4],
        [today, 'A', 3],
      ]);
      try {
        const year = Number(today.slice(0, 4));
        const month = Number(today.slice(5, 7));
        const current = mondayOf(today);
        // February 2026 lies more than 12 weeks back, so only today's 3 gallons are in a week.
        const weeks = Array.from({ length: 12 }, (_, i) => addDays(current, (i - 11) * 7));
        const monthly = Array.from({ length: month }, (_, i) => ({
          month: i + 1,
          gallons: (i + 1 === month ? 3 : 0) + (year === 2026 && i === 1 ? 11 : 0),
        }));
        const expected: Record<string, unknown> = {
          [`/api/reports/${d.username}/daily?month=2026-02`]: {
            daily: Array.from({ length: 28 }, (_, i) => {
              const date = `2026-02-${String(i + 1).padStart(2, '0')}`;
              if (date === '2026-02-03')
                return { date, volume: 132.3, gallons: 7, tapA: 5, tapB: 2, tapC: 0 };
              if (date === '2026-02-17')
                return { date, volume: 75.6, gallons: 4, tapA: 0, tapB: 0, tapC: 4 };
              return zeros(date);
            }),
            months: [...new Set([today.slice(0, 7), '2026-02'])],
            tapA: 3,
            tapB: 0,
            tapC: 0,
          },
          [`/api/reports/${d.username}/weekly`]: {
            weekly: weeks.map((start) => ({
              week: isoWeek(start),
              start,
              volume: start === current ? 56.7 : 0,
              gallons: start === current ? 3 : 0,
            })),
          },
          [`/api/reports/${d.username}/monthly`]: {
            year,
            monthly: monthly.map((m) => ({ ...m, volume: Math.round(m.gallons * 1890) / 100 })),
          },
          [`/api/tanks/${d.username}`]: [
            {
              tank_id: tank!.id,
              tank_name: 'Tangki Uji',
              water_level_cm: 60,
              volume: 500,
              capacity: 1000,
              height_cm: 120,
              timestamp: '2026-05-01T05:00:00.000Z',
            },
          ],
        };
        for (const [name, headers] of Object.entries(who)) {
          for (const [route, body] of Object.entries(expected)) {
            const res = await get(route, headers);
            expect(res.statusCode, `${name} ${route}`).toBe(200);
            expect(res.json(), `${name} ${route}`).toEqual(body);
          }
        }
      } finally {
        await t.db.delete(usageDaily).where(eq(usageDaily.accountId, d.id));
      }
    });
  });

  it('answers 404 to the super admin for an unknown name or a super admin (no depot)', async () => {
    const admin = await asAdmin(t);
    for (const username of [unique('nobody'), DEMO.admin.username]) {
      for (const route of ROUTES) {
        const res = await get(url(route, username), admin);
        expect(res.statusCode, `${username} ${route}`).toBe(404);
        expect(res.json()).toEqual({ success: false, message: messages.profile.notFound });
      }
    }
  });

  it("gives an employee who asks by their own name their employer's depot", async () => {
    const staff = unique('staff');
    await insertAccount(t.db, { username: staff, password: PASSWORD, employerId: depot1 });
    const employee = await t.authAs(staff, PASSWORD);
    for (const route of ROUTES) {
      const own = await get(url(route, staff), employee);
      expect(own.statusCode, route).toBe(200);
      expect(own.json(), route).toEqual((await get(url(route, 'depot1'), owner)).json());
    }
  });
});

describe('daily report bounds, whatever the caller asks', () => {
  it('never generates more than one month of days in the repository', async () => {
    const d = await newOwner();
    await putDaily(d.id, [['2026-01-31', 'A', 2]]);
    const decades = await repo.dailyTotals(t.db, d.id, '0050-01-01', '1950-01-31');
    expect(decades.map((r) => r.date)).toEqual(
      Array.from({ length: 31 }, (_, i) => `0050-01-${String(i + 1).padStart(2, '0')}`),
    );
    const year = await repo.dailyTotals(t.db, d.id, '2026-01-01', '2026-12-31');
    expect(year).toHaveLength(31);
    expect(year.at(-1)).toEqual({ ...zeros('2026-01-31'), gallons: 2, volume: 37.8, tapA: 2 });
  });

  it('reads a year below 100 in the service as that year, one month long', async () => {
    const d = await newOwner();
    const report = await reports.dailyReport(
      t.db,
      d.username,
      '0050-02',
      new Date('2026-05-01T00:00:00Z'),
    );
    expect(report.daily.map((r) => r.date)).toEqual(
      Array.from({ length: 28 }, (_, i) => `0050-02-${String(i + 1).padStart(2, '0')}`),
    );
  });
});

describe('report service at a fixed clock (Asia/Jakarta)', () => {
  it('lists the 29 days of February in the leap year 2028', async () => {
    const d = await newOwner();
    await putDaily(d.id, [['2028-02-29', 'A', 2]]);
    const report = await reports.dailyReport(
      t.db,
      d.username,
      '2028-02',
      new Date('2028-03-05T00:00:00Z'),
    );
    expect(report.daily).toHaveLength(29);
    expect(report.daily.at(-1)).toEqual({
      ...zeros('2028-02-29'),
      gallons: 2,
      volume: 37.8,
      tapA: 2,
    });
  });

  it('moves today to the next Jakarta day at 17:00 UTC', async () => {
    const d = await newOwner();
    await putDaily(d.id, [
      ['2026-06-10', 'A', 1],
      ['2026-06-11', 'C', 2],
    ]);
    const before = await reports.dailyReport(
      t.db,
      d.username,
      undefined,
      new Date('2026-06-10T16:59:59Z'),
    );
    expect(before.daily).toHaveLength(10);
    expect(before).toMatchObject({ tapA: 1, tapB: 0, tapC: 0 });
    const after = await reports.dailyReport(
      t.db,
      d.username,
      undefined,
      new Date('2026-06-10T17:00:00Z'),
    );
    expect(after.daily).toHaveLength(11);
    expect(after.daily.at(-1)?.date).toBe('2026-06-11');
    expect(after).toMatchObject({ tapA: 0, tapB: 0, tapC: 2 });
  });

  it('numbers weeks across the turn of the year by ISO 8601 (2026 has 53 weeks)', async () => {
    const d = await newOwner();
    await putDaily(d.id, [
      ['2026-12-28', 'A', 1],
      ['2027-01-03', 'A', 2], // Sunday, still ISO week 53 of 2026
      ['2027-01-04', 'B', 4], // Monday, week 1 of 2027
    ]);
    const { weekly } = await reports.weeklyReport(
      t.db,
      d.username,
      new Date('2027-01-06T05:00:00Z'),
    );
    expect(weekly.map((w) => w.start)).toEqual([
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
      '2027-01-04',
    ]);
    expect(weekly.map((w) => w.week)).toEqual([43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 1]);
    expect(weekly.slice(-2).map((w) => w.gallons)).toEqual([3, 4]);
  });

  it('gives week 1 to a Monday in late December when the new year starts on a Thursday or earlier', async () => {
    const d = await newOwner();
    // 2024-12-30 (Monday) is in ISO week 1 of 2025; 2029-12-31 (Monday) in week 1 of 2030.
    const a = await reports.weeklyReport(t.db, d.username, new Date('2025-01-01T00:00:00Z'));
    expect(a.weekly.at(-1)).toMatchObject({ start: '2024-12-30', week: 1 });
    expect(a.weekly.at(-2)).toMatchObject({ start: '2024-12-23', week: 52 });
    const b = await reports.weeklyReport(t.db, d.username, new Date('2029-12-31T12:00:00Z'));
    expect(b.weekly.at(-1)).toMatchObject({ start: '2029-12-31', week: 1 });
  });

  it('switches the monthly report to the new year at 17:00 UTC on 31 December', async () => {
    const d = await newOwner();
    await putDaily(d.id, [
      ['2026-12-31', 'A', 5],
      ['2027-01-01', 'B', 3],
    ]);
    const old = await reports.monthlyReport(t.db, d.username, new Date('2026-12-31T16:59:59Z'));
    expect(old.year).toBe(2026);
    expect(old.monthly).toHaveLength(12);
    expect(old.monthly.at(-1)).toEqual({ month: 12, gallons: 5, volume: 94.5 });
    const next = await reports.monthlyReport(t.db, d.username, new Date('2026-12-31T17:00:00Z'));
    expect(next).toEqual({ year: 2027, monthly: [{ month: 1, gallons: 3, volume: 56.7 }] });
  });
});
