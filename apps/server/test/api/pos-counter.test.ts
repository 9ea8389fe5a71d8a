import {
  formatRupiah,
  messages,
  OFFLINE_SALE_MAX_DAYS,
  type SaleResponse,
  type SalesTotal,
  type TodaySale,
} from '@depot/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, sales } from '../../src/db/schema';
import { newEmployee, newOwner, type LoggedIn } from '../fixtures';
import { useTestApp } from '../use-test-app';

/** A day at one depot's counter, worked by hand: every payment method, Utang and a freebie. */
const t = useTestApp();
let owner: LoggedIn;
let kasir: LoggedIn;
let other: LoggedIn;
let sari: number;
let strangerOfOther: number;
const PROMO = 3;
const TUTUP = 4;

beforeAll(async () => {
  owner = await newOwner(t);
  kasir = await newEmployee(t, owner.username);
  other = await newOwner(t);
  const add = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/${owner.username}`,
      headers: owner.headers,
      payload: body,
    });
  await add({ name: 'Galon Promo', price: 5000, priceDelivery: 6000, promoEvery: 2 });
  await add({ name: 'Tutup Galon', price: 1000, priceDelivery: 1000 });
  const [a, b] = await t.db
    .insert(customers)
    .values([
      { accountId: owner.id, name: 'Bu Sari', phone: '+6281234567890' },
      { accountId: other.id, name: 'Pak Lain', phone: '+6281234567891' },
    ])
    .returning({ id: customers.id });
  sari = a!.id;
  strangerOfOther = b!.id;
});

type Headers = Record<string, string> | null;
const line = (id: number, quantity: number, isDelivery = false) => ({ id, isDelivery, quantity });

function post(body: object, headers: Headers = kasir.headers, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { username: owner.username, ...body },
  });
}

async function sell(body: object, key?: string): Promise<SaleResponse> {
  const res = await post(body, kasir.headers, key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SaleResponse>();
}

async function salesOfDepot() {
  const [row] = await t.db.select({ n: count() }).from(sales).where(eq(sales.accountId, owner.id));
  return row?.n ?? 0;
}

const DAY_MS = 86_400_000;

describe('a day at the counter', () => {
  const ids: number[] = [];

  it('takes cash with change: Rp 20.000 for Rp 13.000 gives Rp 7.000 back', async () => {
    const res = await sell({
      cart: [line(1, 2), line(TUTUP, 1)],
      payment: { method: 'tunai', received: 20_000 },
    });
    ids.push(res.transaction_id);
    expect(res).toEqual({
      success: true,
      total_today: 1,
      transaction_id: res.transaction_id,
      total_price: 13_000,
      sale: {
        id: res.transaction_id,
        number: 1,
        number_today: 1,
        total: 13_000,
        method: 'tunai',
        received: 20_000,
        change: 7_000,
        created_at: expect.any(String) as string,
        cashier: kasir.username,
        lines: [
          {
            product_id: 1,
            name: 'Galon 19L',
            mode: 'pickup',
            quantity: 2,
            free_quantity: 0,
            unit_price: 6000,
          },
          {
            product_id: TUTUP,
            name: 'Tutup Galon',
            mode: 'pickup',
            quantity: 1,
            free_quantity: 0,
            unit_price: 1000,
          },
        ],
        customer: null,
      },
    });
  });

  it('takes QRIS and transfer at the exact total, whatever was typed as received', async () => {
    const qris = await sell({ cart: [line(2, 1)], payment: { method: 'qris', received: 50_000 } });
    expect(qris.sale).toMatchObject({
      number: 2,
      method: 'qris',
      total: 5000,
      received: 5000,
      change: 0,
    });
    const transfer = await sell({
      cart: [line(1, 3, true)],
      payment: { method: 'transfer' },
      customer_id: sari,
    });
    expect(transfer.sale).toMatchObject({
      number: 3,
      method: 'transfer',
      total: 21_000,
      received: 21_000,
      change: 0,
      customer: { id: sari, name: 'Bu Sari', phone: '+6281234567890', balance: 0 },
    });
    ids.push(qris.transaction_id, transfer.transaction_id);
  });

  it("puts an Utang on the customer's open balance", async () => {
    const res = await sell({
      cart: [line(2, 2, true)],
      payment: { method: 'utang' },
      customer_id: sari,
    });
    expect(res.sale).toMatchObject({
      number: 4,
      method: 'utang',
      total: 12_000,
      received: 12_000,
      change: 0,
      customer: { id: sari, balance: 12_000 },
    });
    ids.push(res.transaction_id);
  });

  it("gives the customer's third promo unit free ('beli 2 gratis 1') and counts the stamps", async () => {
    // The cashier's screen expects the cart at list prices (3 × 5.000): the freebie is no
    // price change.
    const res = await sell({
      cart: [line(PROMO, 3)],
      payment: { method: 'tunai' },
      customer_id: sari,
      expected_total: 15_000,
    });
    expect(res.sale).toMatchObject({
      total: 10_000,
      received: 10_000,
      change: 0,
      lines: [{ product_id: PROMO, quantity: 3, free_quantity: 1, unit_price: 5000 }],
      customer: { loyalty: [{ product: 'Galon Promo', every: 2, count: 0 }] },
    });
    const next = await sell({ cart: [line(PROMO, 1)], customer_id: sari });
    expect(next.sale).toMatchObject({
      total: 5000,
      lines: [{ free_quantity: 0 }],
      customer: { loyalty: [{ product: 'Galon Promo', every: 2, count: 1 }] },
    });
    // Without a customer there are no stamps and nothing is free.
    const anonymous = await sell({ cart: [line(PROMO, 3)] });
    expect(anonymous.sale).toMatchObject({ total: 15_000, lines: [{ free_quantity: 0 }] });
    ids.push(res.transaction_id, next.transaction_id, anonymous.transaction_id);
  });

  it("still takes the spec's {username, cart}: Tunai, exact amount", async () => {
    const res = await sell({ cart: [line(1, 1)] });
    expect(res.sale).toMatchObject({
      number: 8,
      number_today: 8,
      method: 'tunai',
      received: 6000,
      change: 0,
    });
    ids.push(res.transaction_id);
  });

  it("numbers an offline sale of yesterday among yesterday's, keeping its own time", async () => {
    const at = new Date(Date.now() - DAY_MS);
    const earlier = new Date(at.getTime() - 60_000);
    const first = await sell({ cart: [line(1, 1)], created_at: at.toISOString() }, 'offline-1');
    const second = await sell({ cart: [line(2, 1)], created_at: earlier.toISOString() });
    expect(first).toMatchObject({ total_today: 1, sale: { number: 9, number_today: 1 } });
    expect(second).toMatchObject({ total_today: 2, sale: { number: 10, number_today: 2 } });
    expect(first.sale.created_at).toBe(at.toISOString());
    const [row] = await t.db.select().from(sales).where(eq(sales.id, first.transaction_id));
    expect(Date.now() - row!.recordedAt.getTime()).toBeLessThan(DAY_MS / 2);
    // Sent again with its key (the sync retried): the same sale, nothing new.
    const again = await sell({ cart: [line(1, 1)], created_at: at.toISOString() }, 'offline-1');
    expect(again).toEqual(first);
  });

  it("lists today's sales with their number, method and customer", async () => {
    const res = await t.app.inject({
      url: `/api/sales/today/${owner.username}`,
      headers: kasir.headers,
    });
    const list = res.json<TodaySale[]>();
    expect(list.map((s) => s.transaction_id)).toEqual(ids);
    expect(list.map((s) => [s.number, s.method, s.customer])).toEqual([
      [1, 'tunai', null],
      [2, 'qris', null],
      [3, 'transfer', 'Bu Sari'],
      [4, 'utang', 'Bu Sari'],
      [5, 'tunai', 'Bu Sari'],
      [6, 'tunai', 'Bu Sari'],
      [7, 'tunai', null],
      [8, 'tunai', null],
    ]);
    expect(list[4]!.details).toBe('3 × Galon Promo (Tidak Diantar) @ Rp 5.000 (1 gratis)');
  });

  it("sums today's takings by method", async () => {
    const res = await t.app.inject({
      url: `/api/sales/total/${owner.username}`,
      headers: owner.headers,
    });
    const total = res.json<SalesTotal>();
    expect(total.today_by_method).toEqual({
      tunai: 13_000 + 10_000 + 5000 + 15_000 + 6000,
      qris: 5000,
      transfer: 21_000,
      utang: 12_000,
    });
    expect(total.today).toBe(87_000);
  });

  it('refuses a sale synced at an old price with 409 and the total now, storing nothing', async () => {
    const before = await salesOfDepot();
    const res = await post({ cart: [line(1, 2)], expected_total: 10_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: messages.pos.priceChanged(formatRupiah(10_000), formatRupiah(12_000)),
      total: 12_000,
    });
    expect(await salesOfDepot()).toBe(before);
    const agreed = await sell({ cart: [line(1, 2)], expected_total: 12_000 });
    expect(agreed.total_price).toBe(12_000);
  });

  it('answers a repeat with the same key as the first save, and refuses another payment (422)', async () => {
    const body = { cart: [line(1, 1)], payment: { method: 'tunai', received: 10_000 } };
    const first = await sell(body, 'counter-key');
    expect(await sell(body, 'counter-key')).toEqual(first);
    const before = await salesOfDepot();
    for (const changed of [
      { ...body, payment: { method: 'tunai', received: 20_000 } },
      { ...body, payment: { method: 'qris' } },
      { ...body, customer_id: sari },
      { ...body, created_at: new Date(Date.now() - 60_000).toISOString() },
    ]) {
      const res = await post(changed, kasir.headers, 'counter-key');
      expect(res.statusCode, JSON.stringify(changed)).toBe(422);
      expect(res.json()).toEqual({ success: false, message: messages.pos.idempotencyReused });
    }
    expect(await salesOfDepot()).toBe(before);
  });

  it('answers a retried sync as first saved even after its price changed', async () => {
    const body = { cart: [line(PROMO, 1)], expected_total: 5000 };
    const first = await sell(body, 'sync-key');
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${owner.username}/${PROMO}`,
      headers: owner.headers,
      payload: { name: 'Galon Promo', price: 5500, priceDelivery: 6500, promoEvery: 2 },
    });
    expect(change.statusCode).toBe(200);
    expect(await sell(body, 'sync-key')).toEqual(first);
    expect((await post(body)).statusCode).toBe(409);
  });
});

describe('refused sales store nothing', () => {
  const refusals = (): [string, object, string][] => {
    const now = Date.now();
    return [
      ['quantity 0', { cart: [line(1, 0)] }, 'Jumlah minimal 1.'],
      ['quantity −1', { cart: [line(1, -1)] }, 'Jumlah minimal 1.'],
      ['quantity 1001', { cart: [line(1, 1001)] }, 'Jumlah paling banyak 1000 per baris.'],
      ['unknown product', { cart: [line(99, 1)] }, messages.pos.unknownProduct(99)],
      [
        'Utang without a customer',
        { cart: [line(1, 1)], payment: { method: 'utang' } },
        messages.pos.utangNeedsCustomer,
      ],
      [
        'Diantar paid without a customer',
        { cart: [line(1, 1, true)], payment: { method: 'qris' } },
        messages.pos.deliveryNeedsCustomer,
      ],
      [
        'cash below the total',
        { cart: [line(1, 2)], payment: { method: 'tunai', received: 11_999 } },
        messages.pos.receivedTooLow(formatRupiah(12_000)),
      ],
      [
        'a time ahead of the server',
        { cart: [line(1, 1)], created_at: new Date(now + 10 * 60_000).toISOString() },
        messages.pos.saleTimeFuture,
      ],
      [
        'a time over 30 days old',
        { cart: [line(1, 1)], created_at: new Date(now - 31 * DAY_MS).toISOString() },
        messages.pos.saleTimeTooOld(OFFLINE_SALE_MAX_DAYS),
      ],
      [
        'a time that is no time',
        { cart: [line(1, 1)], created_at: 'kemarin' },
        messages.pos.saleTime,
      ],
      [
        "another depot's customer",
        { cart: [line(1, 1)], customer_id: strangerOfOther },
        messages.pos.customerNotFound,
      ],
      [
        'an unknown method',
        { cart: [line(1, 1)], payment: { method: 'kartu' } },
        messages.pos.paymentMethod,
      ],
      [
        'a huge amount received',
        { cart: [line(1, 1)], payment: { method: 'tunai', received: 1e20 } },
        messages.pos.amount,
      ],
      [
        'a negative expected total',
        { cart: [line(1, 1)], expected_total: -5 },
        messages.pos.amount,
      ],
    ];
  };

  it('answers 400 with a clear message to each', async () => {
    const before = await salesOfDepot();
    for (const [label, body, message] of refusals()) {
      const res = await post(body);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message, label).toContain(message);
    }
    expect(await salesOfDepot()).toBe(before);
  });

  it('refuses an archived product and NUL bytes in what the browser sent', async () => {
    const archive = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${owner.username}/${TUTUP}`,
      headers: owner.headers,
    });
    expect(archive.statusCode).toBe(200);
    const before = await salesOfDepot();
    const archived = await post({ cart: [line(TUTUP, 1)] });
    expect(archived.statusCode).toBe(400);
    expect(archived.json()).toEqual({
      success: false,
      message: messages.pos.unknownProduct(TUTUP),
    });
    for (const body of [
      { cart: [{ ...line(1, 1), name: 'Galon\u000019L' }] },
      { cart: [line(1, 1)], created_at: '2026-11-27T10:00:00\u0000+07:00' },
      { cart: [line(1, 1)], customer_id: '1\u0000' },
    ]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
    expect(await salesOfDepot()).toBe(before);
  });

  it('answers 401 without a token and 403 for another depot, storing nothing', async () => {
    const before = await salesOfDepot();
    const anonymous = await post({ cart: [line(1, 1)] }, null);
    expect(anonymous.statusCode).toBe(401);
    const foreign = await post({ cart: [line(1, 1)] }, other.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ success: false, message: messages.api.forbidden });
    expect(await salesOfDepot()).toBe(before);
  });
});
