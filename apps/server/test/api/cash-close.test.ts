import {
  messages,
  type AttendancePin,
  type CashCloseOverview,
  type CashCloseResult,
} from '@depot/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashCloses } from '../../src/db/schema';
import { insertSale } from '../counter-fixtures';
import { asAdmin, newEmployee, newOwner, type LoggedIn } from '../fixtures';
import { useTestApp } from '../use-test-app';

const t = useTestApp();
let owner: LoggedIn;
let kasir: LoggedIn;
let other: LoggedIn;
beforeAll(async () => {
  owner = await newOwner(t, 'pemilik');
  kasir = await newEmployee(t, owner.username);
  other = await newOwner(t, 'lain');
});

type Headers = Record<string, string>;

function send(method: 'GET' | 'POST', url: string, headers: Headers, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const tillOf = (depot: LoggedIn = owner) => `/api/cash-close/${depot.username}`;

async function overview(headers: Headers) {
  const res = await send('GET', tillOf(), headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CashCloseOverview>();
}

const close = (who: LoggedIn, body: unknown) => send('POST', tillOf(), who.headers, body);

async function closeCount() {
  const [row] = await t.db
    .select({ n: count() })
    .from(cashCloses)
    .where(eq(cashCloses.accountId, owner.id));
  return row?.n ?? 0;
}

type SaleFields = Omit<Parameters<typeof insertSale>[1], 'accountId' | 'createdBy' | 'total'>;

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

/** The kasir clocks in to the Pagi shift with the owner's PIN. */
async function clockInToPagi() {
  const shift = await send('POST', `/api/shifts/${owner.username}`, owner.headers, {
    name: 'Pagi',
    start: '06:00',
    end: '14:00',
    employee_ids: [kasir.id],
  });
  expect(shift.statusCode, shift.body).toBe(200);
  const pin = await send('GET', `/api/attendance/${owner.username}/pin`, owner.headers);
  const clocked = await send('POST', `/api/attendance/${owner.username}/clock-in`, kasir.headers, {
    pin: pin.json<AttendancePin>().pin,
  });
  expect(clocked.statusCode, clocked.body).toBe(200);
}

describe('tutup kasir API', () => {
  it('closes a hand-worked day: cash with change, QRIS, transfer, Utang and its payment in cash', async () => {
    await clockInToPagi();
    const sale = (total: number, rest: SaleFields) =>
      insertSale(t.db, {
        accountId: owner.id,
        createdBy: kasir.id,
        total,
        createdAt: hoursAgo(5),
        ...rest,
      });
    // 2 × Galon 19L in cash, Rp 20.000 handed over: Rp 6.000 change back.
    await sale(14_000, { received: 20_000 });
    await sale(7_000, {});
    await sale(10_000, { method: 'qris' });
    await sale(5_000, { method: 'transfer' });
    const customer = await send('POST', `/api/customers/${owner.username}`, kasir.headers, {
      name: 'Bu Rina',
      phone: '081234567001',
    });
    const customerId = customer.json<{ customer: { id: number } }>().customer.id;
    await sale(12_000, { method: 'utang', customerId });
    // The owner's own sale is not in the kasir's till.
    await insertSale(t.db, { accountId: owner.id, createdBy: owner.id, total: 50_000 });
    for (const payment of [
      { amount: 5_000, method: 'tunai' },
      { amount: 2_000, method: 'qris' },
    ]) {
      const paid = await send(
        'POST',
        `/api/customers/${owner.username}/${customerId}/payments`,
        kasir.headers,
        payment,
      );
      expect(paid.statusCode, paid.body).toBe(201);
    }

    const { open } = await overview(kasir.headers);
    const expected = {
      cashier_id: kasir.id,
      cashier: kasir.username,
      shift: 'Pagi',
      from: null,
      sales_count: 5,
      sales: { tunai: 21_000, qris: 10_000, transfer: 5_000, utang: 12_000 },
      utang_paid: { tunai: 5_000, qris: 2_000, transfer: 0 },
      // 14.000 + 7.000 of cash sales (20.000 in, 6.000 back) + 5.000 of Utang paid in cash.
      expected_cash: 26_000,
    };
    expect(open).toEqual({ ...expected, to: expect.any(String) });

    // One Rp 1.000 note short in the drawer; a double click stores one close.
    const [first, second] = await Promise.all([
      close(kasir, { counted_cash: 25_000, note: 'Kurang seribu' }),
      close(kasir, { counted_cash: 25_000, note: 'Kurang seribu' }),
    ]);
    const stored = [first, second].find((r) => r?.statusCode === 201);
    const refused = [first, second].find((r) => r?.statusCode !== 201);
    expect(refused?.statusCode, refused?.body).toBe(400);
    expect(refused?.json().message).toBe(messages.cashClose.nothingToClose);
    expect(stored?.json<CashCloseResult>()).toEqual({
      message: messages.cashClose.saved('-Rp 1.000'),
      close: {
        ...expected,
        id: expect.any(Number),
        to: expect.any(String),
        counted_cash: 25_000,
        difference: -1_000,
        note: 'Kurang seribu',
        created_at: expect.any(String),
      },
    });
    expect(await closeCount()).toBe(1);
    const firstClose = stored?.json<CashCloseResult>().close;

    // A sale made offline before the close reaches the server after it: the next close counts it.
    await sale(7_000, { createdAt: hoursAgo(1), recordedAt: new Date() });
    await sale(3_000, { method: 'qris', createdAt: new Date() });
    const next = await overview(kasir.headers);
    expect(next.open).toMatchObject({
      from: firstClose?.to,
      sales_count: 2,
      sales: { tunai: 7_000, qris: 3_000, transfer: 0, utang: 0 },
      utang_paid: { tunai: 0, qris: 0, transfer: 0 },
      expected_cash: 7_000,
    });
    const exact = await close(kasir, { counted_cash: 7_000 });
    expect(exact.statusCode, exact.body).toBe(201);
    expect(exact.json<CashCloseResult>()).toMatchObject({
      message: messages.cashClose.saved('Rp 0'),
      close: { from: firstClose?.to, sales_count: 2, difference: 0, note: null },
    });
  });

  it('shows an employee their own closes and the owner every cashier’s', async () => {
    const ownClose = await close(owner, { counted_cash: 50_000 });
    expect(ownClose.statusCode, ownClose.body).toBe(201);
    expect(ownClose.json<CashCloseResult>().close).toMatchObject({
      cashier_id: owner.id,
      shift: null,
      expected_cash: 50_000,
    });

    const mine = await overview(kasir.headers);
    expect(mine.closes.map((c) => c.cashier_id)).toEqual([kasir.id, kasir.id]);
    expect(mine.open).toMatchObject({ sales_count: 0, expected_cash: 0 });
    const all = await overview(owner.headers);
    expect(all.closes.map((c) => c.cashier_id)).toEqual([owner.id, kasir.id, kasir.id]);
    expect(all.closes.map((c) => c.difference)).toEqual([0, 0, -1_000]);
    const admin = await overview(await asAdmin(t));
    expect(admin.closes).toEqual(all.closes);
  });

  it('refuses: 401 without a session, 403 for another depot or a super admin’s close, 400 on bad input', async () => {
    await insertSale(t.db, { accountId: owner.id, createdBy: kasir.id, total: 7_000 });
    const before = await closeCount();
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { counted_cash: 7_000 }],
    ] as const) {
      expect((await send(method, tillOf(), {}, body)).statusCode).toBe(401);
      const stranger = await send(method, tillOf(), other.headers, body);
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().message).toBe(messages.api.forbidden);
    }
    const admin = await send('POST', tillOf(), await asAdmin(t), { counted_cash: 0 });
    expect(admin.statusCode).toBe(403);

    for (const body of [
      { counted_cash: -1 },
      { counted_cash: 1.5 },
      { counted_cash: '7000' },
      { counted_cash: 1e12 },
      { counted_cash: null },
      {},
    ]) {
      const res = await close(kasir, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(messages.cashClose.counted);
    }
    for (const body of [
      { counted_cash: 7_000, note: 'a\u0000b' },
      { counted_cash: 7_000, note: 'x'.repeat(301) },
      { counted_cash: 7_000, extra: true },
    ]) {
      expect((await close(kasir, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await closeCount()).toBe(before);
    // Nothing since the owner's close: nothing to close.
    const empty = await close(owner, { counted_cash: 0 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.cashClose.nothingToClose);
  });
});
