import { INCOME_DAYS, messages, type IncomePeriods, type SalesTotal } from '@depot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { sales, usageDaily } from '../../src/db/schema';
import { salesTotal } from '../../src/modules/pos/pos.service';
import { asAdmin, newEmployee, newOwner, type LoggedIn } from '../fixtures';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';
import { demoOwner, type DemoOwner } from '../callers';

const t = useTestApp();
let { owner, depot1Id } = {} as DemoOwner;
beforeAll(async () => {
  ({ owner, depot1Id } = await demoOwner(t));
});

const DAY_MS = 86_400_000;
const WIB_MS = 7 * 3_600_000;
/** The Jakarta date `n` days before today, as YYYY-MM-DD. */
const jakartaDate = (daysAgo = 0) =>
  new Date(Date.now() + WIB_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);
const midnightWib = (date: string) => new Date(`${date}T00:00:00+07:00`);

type Headers = Record<string, string> | null;

/** `headers` null sends no token. */
const get = (url: string, headers: Headers = owner) =>
  t.app.inject({ url, headers: headers ?? {} });

async function sell(username: string, headers: Record<string, string>, cart: unknown[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers,
    payload: { username, cart },
  });
  if (res.statusCode !== 200) throw new Error(`sale failed: ${res.body}`);
}

/** Today's takings by payment method when every sale was paid in cash. */
const inCash = (rupiah: number) => ({ tunai: rupiah, qris: 0, transfer: 0, utang: 0 });
const NOTHING = { total_pendapatan: 0, today: 0, this_month: 0, today_by_method: inCash(0) };

/** Numbers of sales stored straight into the database, clear of those the API gives. */
let saleNumber = 1000;

/** Stores a sale as it was at `createdAt`, straight into the database. */
async function insertSale(account: number, totalPrice: number, createdAt: Date) {
  await t.db.insert(sales).values({
    accountId: account,
    createdBy: account,
    totalPrice,
    numberToday: 1,
    number: ++saleNumber,
    received: totalPrice,
    createdAt,
  });
}

describe('GET /api/sales/total/:username', () => {
  let depot: LoggedIn;
  let expected: SalesTotal;
  beforeAll(async () => {
    depot = await newOwner(t);
    // Through the API, now: 2 × 19L delivered + 1 × 15L picked up, and 1 × 19L picked up.
    await sell(depot.username, depot.headers, [
      { id: 1, isDelivery: true, quantity: 2 },
      { id: 2, isDelivery: false, quantity: 1 },
    ]);
    await sell(depot.username, depot.headers, [{ id: 1, isDelivery: false, quantity: 1 }]);
    // Earlier sales around the day and month boundaries of Jakarta.
    const todayStart = midnightWib(jakartaDate());
    const monthStart = midnightWib(`${jakartaDate().slice(0, 7)}-01`);
    const earlier: [number, Date][] = [
      [100, todayStart],
      [200, new Date(todayStart.getTime() - 1000)],
      [400, monthStart],
      [800, new Date(monthStart.getTime() - 1000)],
      [1600, new Date(Date.now() - 400 * DAY_MS)],
    ];
    for (const [price, at] of earlier) await insertSale(depot.id, price, at);
    const sum = (from: Date) =>
      earlier.filter(([, at]) => at >= from).reduce((s, [price]) => s + price, 0) + 25000;
    expected = {
      total_pendapatan: 25000 + 100 + 200 + 400 + 800 + 1600,
      today: sum(todayStart),
      this_month: sum(monthStart),
      today_by_method: inCash(sum(todayStart)),
    };
    // Other depots' sales must not count.
    await sell(DEMO.owner.username, owner, [{ id: 1, isDelivery: true, quantity: 5 }]);
    const other = await newOwner(t);
    await sell(other.username, other.headers, [{ id: 2, isDelivery: true, quantity: 7 }]);
    await insertSale(depot1Id, 99_000, monthStart);
  });

  it("sums the depot's own sales: all time, today and this month (Jakarta)", async () => {
    const res = await get(`/api/sales/total/${depot.username}`, depot.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
    expect(expected.today).toBeGreaterThanOrEqual(25100);
  });

  it('answers zeros for a depot without sales', async () => {
    const empty = await newOwner(t);
    const res = await get(`/api/sales/total/${empty.username}`, empty.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NOTHING);
  });

  it('keeps deleted transactions out of the totals', async () => {
    const depot2 = await newOwner(t);
    await sell(depot2.username, depot2.headers, [{ id: 1, isDelivery: false, quantity: 1 }]);
    const list = await get(`/api/sales/today/${depot2.username}`, depot2.headers);
    const [sale] = list.json<{ transaction_id: number }[]>();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/sales/${sale?.transaction_id}`,
      headers: depot2.headers,
    });
    expect(del.statusCode).toBe(200);
    const res = await get(`/api/sales/total/${depot2.username}`, depot2.headers);
    expect(res.json()).toEqual(NOTHING);
  });

  it('draws the day and month lines at midnight in Jakarta, not UTC (service, fixed now)', async () => {
    const fixed = await newOwner(t);
    // 2026-03-01T00:00+07:00 is still 28 February in UTC; 2026-03-11T00:00+07:00 is 10 March in UTC.
    await insertSale(fixed.id, 1, new Date('2026-02-28T23:59:59+07:00'));
    await insertSale(fixed.id, 10, new Date('2026-03-01T00:00:00+07:00'));
    await insertSale(fixed.id, 100, new Date('2026-03-10T23:59:59+07:00'));
    await insertSale(fixed.id, 1000, new Date('2026-03-11T00:00:00+07:00'));
    await insertSale(fixed.id, 10_000, new Date('2026-03-11T09:00:00+07:00'));
    const now = new Date('2026-03-11T09:30:00+07:00');
    expect(await salesTotal(t.db, fixed.username, undefined, now)).toEqual({
      total_pendapatan: 11_111,
      today: 11_000,
      this_month: 11_110,
      today_by_method: inCash(11_000),
    });
    // At the last second of February in Jakarta the later March sales are neither today nor this month.
    expect(
      await salesTotal(t.db, fixed.username, undefined, new Date('2026-02-28T23:59:59+07:00')),
    ).toEqual({
      total_pendapatan: 11_111,
      today: 1,
      this_month: 1,
      today_by_method: inCash(1),
    });
  });

  it('lets the super admin read it, and refuses an employee (owner only)', async () => {
    const admin = await get(`/api/sales/total/${depot.username}`, await asAdmin(t));
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual(expected);
    const employee = await newEmployee(t, depot.username);
    const res = await get(`/api/sales/total/${depot.username}`, employee.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: messages.api.ownerOnly });
  });

  it('answers 401 without a token, 403 for another depot, 404 for an unknown one', async () => {
    const anonymous = await get(`/api/sales/total/${depot.username}`, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: messages.api.unauthorized });
    const foreign = await get(`/api/sales/total/${depot.username}`, owner);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ success: false, message: messages.api.forbidden });
    const unknown = await get('/api/sales/total/nobody-here', await asAdmin(t));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: messages.profile.notFound });
  });
});

describe('GET /api/pendapatan/:username', () => {
  /** Gallons per tap stored for depot1, by days before today. */
  const USAGE: [daysAgo: number, tap: 'A' | 'B' | 'C', gallons: number][] = [
    [0, 'A', 3],
    [0, 'B', 4],
    [0, 'C', 5],
    [1, 'A', 10],
    [7, 'C', 2],
    [29, 'B', 7],
    [29, 'C', 1],
    [30, 'A', 100], // one day too old
    [-1, 'A', 50], // tomorrow
  ];
  const EXPECTED: Record<number, number> = { 0: 12, 1: 10, 7: 2, 29: 8 };

  beforeAll(async () => {
    await t.db.insert(usageDaily).values(
      USAGE.map(([daysAgo, tap, gallons]) => ({
        accountId: depot1Id,
        day: jakartaDate(daysAgo),
        tap,
        gallons,
        volumeL: gallons * 19,
      })),
    );
    const other = await newOwner(t);
    await t.db.insert(usageDaily).values({
      accountId: other.id,
      day: jakartaDate(),
      tap: 'A',
      gallons: 999,
      volumeL: 999 * 19,
    });
  });

  it('answers gallons per Jakarta day for the last 30 days, oldest first, ending today', async () => {
    const res = await get(`/api/pendapatan/${DEMO.owner.username}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<IncomePeriods>();
    expect(INCOME_DAYS).toBe(30);
    expect(data).toHaveLength(30);
    for (const row of data) expect(row.periode).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+07:00$/);
    expect(data.map((r) => r.periode)).toEqual(
      Array.from({ length: 30 }, (_, i) => `${jakartaDate(29 - i)}T00:00:00+07:00`),
    );
    expect(data.at(-1)?.periode).toBe(`${jakartaDate()}T00:00:00+07:00`);
    expect(data.map((r) => r.gallons)).toEqual(
      Array.from({ length: 30 }, (_, i) => EXPECTED[29 - i] ?? 0),
    );
    for (const row of data) expect(Object.keys(row).sort()).toEqual(['gallons', 'periode']);
  });

  it('answers 30 days of zeros for a depot without usage', async () => {
    const empty = await newOwner(t);
    const res = await get(`/api/pendapatan/${empty.username}`, empty.headers);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<IncomePeriods>();
    expect(data).toHaveLength(30);
    expect(data.every((r) => r.gallons === 0)).toBe(true);
  });

  it('lets the super admin read it, and refuses an employee (owner only)', async () => {
    const own = (await get(`/api/pendapatan/${DEMO.owner.username}`)).json<IncomePeriods>();
    const admin = await get(`/api/pendapatan/${DEMO.owner.username}`, await asAdmin(t));
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual(own);
    const employee = await newEmployee(t, DEMO.owner.username);
    const res = await get(`/api/pendapatan/${DEMO.owner.username}`, employee.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: messages.api.ownerOnly });
  });

  it('answers 401 without a token, 403 for another depot, 404 for an unknown one', async () => {
    const anonymous = await get(`/api/pendapatan/${DEMO.owner.username}`, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: messages.api.unauthorized });
    const other = await newOwner(t);
    const foreign = await get(`/api/pendapatan/${DEMO.owner.username}`, other.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ success: false, message: messages.api.forbidden });
    const unknown = await get('/api/pendapatan/nobody-here', await asAdmin(t));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: messages.profile.notFound });
  });
});
