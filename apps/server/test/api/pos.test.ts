import { messages, type SaleResponse, type TodaySale } from '@depot/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, saleLines, sales } from '../../src/db/schema';
import { createSale } from '../../src/modules/pos/create-sale';
import { todaysSales } from '../../src/modules/pos/pos.service';
import { asAdmin, newEmployee, newOwner, type LoggedIn } from '../fixtures';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';
import { demoOwner, type DemoOwner } from '../callers';

const t = useTestApp();
let { owner, depot1Id } = {} as DemoOwner;
beforeAll(async () => {
  ({ owner, depot1Id } = await demoOwner(t));
});

/** 2 × Galon 19L delivered + 1 × Galon 15L picked up, with the prices and names tampered with. */
const TAMPERED_CART = [
  {
    id: 1,
    name: 'Gratis',
    price: 1,
    priceDelivery: 1,
    image: '/x.svg',
    isDelivery: true,
    quantity: 2,
  },
  { id: 2, name: 'Gratis', price: 1, priceDelivery: 1, isDelivery: false, quantity: 1 },
];
const TAMPERED_DETAILS =
  '2 × Galon 19L (Diantar) @ Rp 7.000, 1 × Galon 15L (Tidak Diantar) @ Rp 5.000';

const ONE_PICKUP = [{ id: 1, isDelivery: false, quantity: 1 }];

type Headers = Record<string, string> | null;

/** `headers` null sends no token. */
function post(payload: unknown, headers: Headers = owner, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: payload as object,
  });
}

/** Saves a sale and returns its answer; throws unless the server accepted it. */
async function sell(
  username: string = DEMO.owner.username,
  headers: Record<string, string> = owner,
  cart: unknown[] = ONE_PICKUP,
): Promise<SaleResponse> {
  const res = await post({ username, cart }, headers);
  if (res.statusCode !== 200) throw new Error(`sale failed: ${res.body}`);
  return res.json<SaleResponse>();
}

function today(username: string, headers: Headers = owner, query = '') {
  return t.app.inject({ url: `/api/sales/today/${username}${query}`, headers: headers ?? {} });
}

async function todayList(username: string = DEMO.owner.username): Promise<TodaySale[]> {
  const res = await today(username, await asAdmin(t));
  if (res.statusCode !== 200) throw new Error(`today list failed: ${res.body}`);
  return res.json<TodaySale[]>();
}

const remove = (id: number | string, headers: Headers = owner) =>
  t.app.inject({ method: 'DELETE', url: `/api/sales/${id}`, headers: headers ?? {} });

async function salesCount(accountIdValue?: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(sales)
    .where(accountIdValue === undefined ? undefined : eq(sales.accountId, accountIdValue));
  return row?.n ?? 0;
}

async function rowsWithKey(key: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(sales)
    .where(and(eq(sales.accountId, depot1Id), eq(sales.idempotencyKey, key)));
  return row?.n ?? 0;
}

const keyOf = (label: string) => `${label}-${Math.random().toString(36).slice(2)}`;

describe('GET /api/products', () => {
  it('returns the catalogue with pickup and delivery prices', async () => {
    const res = await t.app.inject({ url: '/api/products', headers: owner });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: number; image: string }[]>();
    expect(body).toEqual([
      {
        id: 1,
        name: 'Galon 19L',
        price: 6000,
        priceDelivery: 7000,
        image: expect.any(String) as string,
      },
      {
        id: 2,
        name: 'Galon 15L',
        price: 5000,
        priceDelivery: 6000,
        image: expect.any(String) as string,
      },
    ]);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ url: '/api/products' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: messages.api.unauthorized });
  });
});

describe('POST /api/sales', () => {
  it('prices the cart from the catalogue, ignoring the prices and names it was sent', async () => {
    const res = await post({ username: DEMO.owner.username, cart: TAMPERED_CART });
    expect(res.statusCode).toBe(200);
    const body = res.json<SaleResponse>();
    expect(body).toMatchObject({ success: true, total_price: 19000 });
    expect(body.transaction_id).toEqual(expect.any(Number));

    const [sale] = await t.db.select().from(sales).where(eq(sales.id, body.transaction_id));
    expect(sale).toMatchObject({ accountId: depot1Id, createdBy: depot1Id, totalPrice: 19000 });
    const lines = await t.db
      .select()
      .from(saleLines)
      .where(eq(saleLines.saleId, body.transaction_id))
      .orderBy(asc(saleLines.id));
    expect(lines.map(({ id: _id, saleId: _sale, ...l }) => l)).toEqual([
      {
        productId: 1,
        productName: 'Galon 19L',
        mode: 'delivery',
        unitPrice: 7000,
        quantity: 2,
        freeQuantity: 0,
      },
      {
        productId: 2,
        productName: 'Galon 15L',
        mode: 'pickup',
        unitPrice: 5000,
        quantity: 1,
        freeQuantity: 0,
      },
    ]);

    const listed = (await todayList()).find((s) => s.transaction_id === body.transaction_id);
    expect(listed).toMatchObject({ details: TAMPERED_DETAILS, total_price: 19000 });
  });

  it("answers total_today as the count of the depot's transactions today: 1, 2, 3", async () => {
    const depot = await newOwner(t);
    const counts: number[] = [];
    for (let i = 0; i < 3; i++)
      counts.push((await sell(depot.username, depot.headers)).total_today);
    expect(counts).toEqual([1, 2, 3]);
    // Another depot's sales do not move the count.
    await sell();
    expect((await sell(depot.username, depot.headers)).total_today).toBe(4);
  });

  it("lets an employee sell for the employer's depot, recording who rang it up", async () => {
    const employee = await newEmployee(t, DEMO.owner.username);
    const body = await sell(DEMO.owner.username, employee.headers);
    const [sale] = await t.db.select().from(sales).where(eq(sales.id, body.transaction_id));
    expect(sale).toMatchObject({ accountId: depot1Id, createdBy: employee.id });
  });

  it('refuses an empty cart with the cashier screen message', async () => {
    const before = await salesCount();
    const res = await post({ username: DEMO.owner.username, cart: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: '⚠️ Keranjang masih kosong!' });
    expect(messages.pos.emptyCart).toBe('⚠️ Keranjang masih kosong!');
    expect(await salesCount()).toBe(before);
  });

  it('refuses a product that is not in the catalogue', async () => {
    const before = await salesCount();
    const res = await post({
      username: DEMO.owner.username,
      cart: [...ONE_PICKUP, { id: 9, isDelivery: false, quantity: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.pos.unknownProduct(9) });
    expect(await salesCount()).toBe(before);
  });

  it.each([
    [0, 'Jumlah minimal 1.'],
    [-1, 'Jumlah minimal 1.'],
    [1.5, 'Jumlah harus bilangan bulat.'],
    [1001, 'Jumlah paling banyak 1000 per baris.'],
  ])('refuses quantity %s', async (quantity, message) => {
    const before = await salesCount();
    const res = await post({
      username: DEMO.owner.username,
      cart: [{ id: 1, isDelivery: true, quantity }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ success: boolean; message: string }>()).toMatchObject({ success: false });
    expect(res.json<{ message: string }>().message).toContain(message);
    expect(await salesCount()).toBe(before);
  });

  it('accepts the largest quantity of a line', async () => {
    const body = await sell(DEMO.owner.username, owner, [
      { id: 2, isDelivery: true, quantity: 1000 },
    ]);
    expect(body.total_price).toBe(6_000_000);
  });

  it.each([
    ['an unknown field in a line', { cart: [{ ...ONE_PICKUP[0], discount: 100 }] }],
    ['an unknown top-level field', { cart: ONE_PICKUP, total_price: 1 }],
    ['a line without isDelivery', { cart: [{ id: 1, quantity: 1 }] }],
    ['a line without quantity', { cart: [{ id: 1, isDelivery: false }] }],
    ['a string isDelivery', { cart: [{ id: 1, isDelivery: 'true', quantity: 1 }] }],
    ['a cart that is not an array', { cart: { id: 1, isDelivery: false, quantity: 1 } }],
    ['no cart', {}],
  ])('refuses %s', async (_label, body) => {
    const before = await salesCount();
    const res = await post({ username: DEMO.owner.username, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) as string });
    expect(await salesCount()).toBe(before);
  });

  it('refuses malformed JSON', async () => {
    const before = await salesCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: { ...owner, 'content-type': 'application/json' },
      payload: '{"username":"depot1","cart":[',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.api.invalidJson });
    expect(await salesCount()).toBe(before);
  });

  it('stores one transaction for the same Idempotency-Key sent twice', async () => {
    const key = keyOf('twice');
    const first = await post({ username: DEMO.owner.username, cart: TAMPERED_CART }, owner, key);
    const second = await post({ username: DEMO.owner.username, cart: TAMPERED_CART }, owner, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await rowsWithKey(key)).toBe(1);
    const id = first.json<SaleResponse>().transaction_id;
    expect((await todayList()).filter((s) => s.transaction_id === id)).toHaveLength(1);
    // A later save without the key is a new transaction and is counted after the first.
    expect((await sell()).total_today).toBe(first.json<SaleResponse>().total_today + 1);
  });

  it('stores one transaction for the same Idempotency-Key sent five times at once', async () => {
    const key = keyOf('burst');
    const before = await salesCount(depot1Id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post({ username: DEMO.owner.username, cart: TAMPERED_CART }, owner, key),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const bodies = answers.map((r) => r.json<SaleResponse>());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await rowsWithKey(key)).toBe(1);
    expect(await salesCount(depot1Id)).toBe(before + 1);
  });

  it('answers the same sale for the same cart with its lines in another order', async () => {
    const key = keyOf('order');
    const first = await post({ username: DEMO.owner.username, cart: TAMPERED_CART }, owner, key);
    const reordered = [...TAMPERED_CART].reverse().map(({ id, isDelivery, quantity }) => ({
      id,
      isDelivery,
      quantity,
    }));
    const second = await post({ username: DEMO.owner.username, cart: reordered }, owner, key);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await rowsWithKey(key)).toBe(1);
  });

  it('refuses the same Idempotency-Key with another cart with 422, and stores nothing', async () => {
    const key = keyOf('other-cart');
    const first = await post({ username: DEMO.owner.username, cart: ONE_PICKUP }, owner, key);
    expect(first.statusCode).toBe(200);
    const before = await salesCount();
    for (const cart of [
      [{ id: 1, isDelivery: false, quantity: 2 }],
      [{ id: 1, isDelivery: true, quantity: 1 }],
      [{ id: 2, isDelivery: false, quantity: 1 }],
      [...ONE_PICKUP, { id: 2, isDelivery: false, quantity: 1 }],
    ]) {
      const res = await post({ username: DEMO.owner.username, cart }, owner, key);
      expect(res.statusCode, JSON.stringify(cart)).toBe(422);
      expect(res.json()).toEqual({ success: false, message: messages.pos.idempotencyReused });
    }
    expect(await salesCount()).toBe(before);
    expect(await rowsWithKey(key)).toBe(1);
  });

  it('stores one of five different carts sent at once with one key, and refuses the rest', async () => {
    const key = keyOf('burst-carts');
    const before = await salesCount(depot1Id);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((quantity) =>
        post(
          { username: DEMO.owner.username, cart: [{ id: 1, isDelivery: false, quantity }] },
          owner,
          key,
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
    expect(await salesCount(depot1Id)).toBe(before + 1);
  });

  it("refuses one caller's key reused for another depot with 422", async () => {
    const key = keyOf('two-depots');
    const other = await newOwner(t);
    const admin = await asAdmin(t);
    const first = await post({ username: DEMO.owner.username, cart: ONE_PICKUP }, admin, key);
    expect(first.statusCode).toBe(200);
    const res = await post({ username: other.username, cart: ONE_PICKUP }, admin, key);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message: messages.pos.idempotencyReused });
    expect(await salesCount(other.id)).toBe(0);
  });

  it('stores separate transactions for different keys', async () => {
    const a = keyOf('a');
    const b = keyOf('b');
    const first = await post({ username: DEMO.owner.username, cart: ONE_PICKUP }, owner, a);
    const second = await post({ username: DEMO.owner.username, cart: ONE_PICKUP }, owner, b);
    const [x, y] = [first.json<SaleResponse>(), second.json<SaleResponse>()];
    expect(y.transaction_id).not.toBe(x.transaction_id);
    expect(y.total_today).toBe(x.total_today + 1);
    expect(await rowsWithKey(a)).toBe(1);
    expect(await rowsWithKey(b)).toBe(1);
  });

  it("keeps keys per depot: another depot's key does not answer with depot1's sale", async () => {
    const key = keyOf('shared');
    const other = await newOwner(t);
    const mine = await post({ username: DEMO.owner.username, cart: ONE_PICKUP }, owner, key);
    const theirs = await post({ username: other.username, cart: ONE_PICKUP }, other.headers, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<SaleResponse>().transaction_id).not.toBe(
      mine.json<SaleResponse>().transaction_id,
    );
    expect(theirs.json<SaleResponse>().total_today).toBe(1);
    expect(await salesCount(other.id)).toBe(1);
  });

  it('refuses an Idempotency-Key over 100 characters', async () => {
    const before = await salesCount();
    const res = await post(
      { username: DEMO.owner.username, cart: ONE_PICKUP },
      owner,
      'k'.repeat(101),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(messages.pos.idempotencyKey);
    expect(await salesCount()).toBe(before);
    const atLimit = await post(
      { username: DEMO.owner.username, cart: ONE_PICKUP },
      owner,
      `${keyOf('max')}${'k'.repeat(100)}`.slice(-100),
    );
    expect(atLimit.statusCode).toBe(200);
  });

  it('answers 403 for a body naming another depot, and stores nothing', async () => {
    const other = await newOwner(t);
    const before = await salesCount();
    const intoOther = await post({ username: other.username, cart: ONE_PICKUP });
    expect(intoOther.statusCode).toBe(403);
    expect(intoOther.json()).toEqual({ success: false, message: messages.api.forbidden });
    const intoDepot1 = await post(
      { username: DEMO.owner.username, cart: ONE_PICKUP },
      other.headers,
    );
    expect(intoDepot1.statusCode).toBe(403);
    expect(await salesCount()).toBe(before);
  });

  it('answers 401 without a token, and stores nothing', async () => {
    const before = await salesCount();
    const res = await post({ username: DEMO.owner.username, cart: ONE_PICKUP }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: messages.api.unauthorized });
    expect(await salesCount()).toBe(before);
  });
});

describe('GET /api/sales/today/:username', () => {
  let depot: LoggedIn;
  let first: SaleResponse;
  let second: SaleResponse;
  beforeAll(async () => {
    depot = await newOwner(t);
    first = await sell(depot.username, depot.headers, TAMPERED_CART);
    second = await sell(depot.username, depot.headers, [{ id: 2, isDelivery: true, quantity: 3 }]);
  });

  it("lists today's transactions oldest first, with the browser's cache-buster", async () => {
    const res = await today(depot.username, depot.headers, '?_t=123');
    expect(res.statusCode).toBe(200);
    const list = res.json<TodaySale[]>();
    expect(list).toEqual([
      {
        transaction_id: first.transaction_id,
        details: TAMPERED_DETAILS,
        total_price: 19000,
        created_at: expect.any(String) as string,
        cashier: depot.username,
        can_delete: true,
        number: 1,
        method: 'tunai',
        customer: null,
      },
      {
        transaction_id: second.transaction_id,
        details: '3 × Galon 15L (Diantar) @ Rp 6.000',
        total_price: 18000,
        created_at: expect.any(String) as string,
        cashier: depot.username,
        can_delete: true,
        number: 2,
        method: 'tunai',
        customer: null,
      },
    ]);
    const [a, b] = list.map((s) => Date.parse(s.created_at));
    expect(a).toBeLessThanOrEqual(b!);
    expect(Math.abs(Date.now() - b!)).toBeLessThan(60_000);
    expect(list[0]!.created_at).toBe(new Date(a!).toISOString());
  });

  it('answers an empty list for a depot without sales today', async () => {
    const empty = await newOwner(t);
    const res = await today(empty.username, empty.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses an unknown query field', async () => {
    const res = await today(depot.username, depot.headers, '?_t=123&foo=1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('answers 401 without a token and 403 for another depot', async () => {
    const anonymous = await today(depot.username, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: messages.api.unauthorized });
    const foreign = await today(depot.username, owner);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ success: false, message: messages.api.forbidden });
  });

  it('lets the super admin and an employee of the depot read it', async () => {
    const own = (await today(depot.username, depot.headers)).json<TodaySale[]>();
    const admin = await today(depot.username, await asAdmin(t), '?_t=1');
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual(own);

    const employee = await newEmployee(t, DEMO.owner.username);
    const res = await today(DEMO.owner.username, employee.headers, '?_t=1');
    expect(res.statusCode).toBe(200);
    // The same list; none of it is the new employee's to delete.
    expect(res.json()).toEqual((await todayList()).map((sale) => ({ ...sale, can_delete: false })));
    expect((await today(depot.username, employee.headers)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown depot (super admin)', async () => {
    const res = await today('nobody-here', await asAdmin(t));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: messages.profile.notFound });
  });
});

describe("today's list across midnight WIB (service)", () => {
  const at = (iso: string) => new Date(iso);
  let depot: LoggedIn;
  const save = (now: Date) =>
    createSale(t.db, { username: depot.username, cart: ONE_PICKUP, cashierId: depot.id }, now);
  const caller = () => ({ ...depot, isSuperAdmin: false, depotUsername: depot.username });
  // A depot of its own that also has a sale at the real time, on a day after the ones looked at.
  beforeAll(async () => {
    depot = await newOwner(t);
    await save(new Date());
  });

  it('starts a new list, and numbering at 1, at midnight in Jakarta', async () => {
    expect(await salesCount(depot.id)).toBe(1);
    const morning = await save(at('2026-03-10T08:00:00+07:00'));
    const late = await save(at('2026-03-10T23:59:00+07:00'));
    expect([morning.total_today, late.total_today]).toEqual([1, 2]);

    const beforeMidnight = await todaysSales(
      t.db,
      caller(),
      depot.username,
      at('2026-03-10T23:59:30+07:00'),
    );
    expect(beforeMidnight.map((s) => s.transaction_id)).toEqual([
      morning.transaction_id,
      late.transaction_id,
    ]);
    expect(beforeMidnight[1]).toMatchObject({
      details: '1 × Galon 19L (Tidak Diantar) @ Rp 6.000',
      total_price: 6000,
      created_at: '2026-03-10T16:59:00.000Z',
    });

    const afterMidnight = at('2026-03-11T00:01:00+07:00');
    expect(await todaysSales(t.db, caller(), depot.username, afterMidnight)).toEqual([]);
    const next = await save(afterMidnight);
    expect(next.total_today).toBe(1);
    const list = await todaysSales(t.db, caller(), depot.username, at('2026-03-11T00:02:00+07:00'));
    expect(list.map((s) => s.transaction_id)).toEqual([next.transaction_id]);
  });

  it('does not count a sale from 00:00 UTC (07:00 WIB) as belonging to the previous day', async () => {
    // 2026-04-01T16:59Z is 23:59 WIB on 1 April; 2026-04-01T17:00Z is already 2 April in Jakarta.
    const a = await save(at('2026-04-01T16:59:00Z'));
    const b = await save(at('2026-04-01T17:00:00Z'));
    expect([a.total_today, b.total_today]).toEqual([1, 1]);
  });
});

describe('DELETE /api/sales/:id', () => {
  it('deletes an own transaction, its lines and its place in the list', async () => {
    const sale = await sell(DEMO.owner.username, owner, TAMPERED_CART);
    const res = await remove(sale.transaction_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.pos.deleted });
    expect((await todayList()).map((s) => s.transaction_id)).not.toContain(sale.transaction_id);
    const lines = await t.db
      .select()
      .from(saleLines)
      .where(eq(saleLines.saleId, sale.transaction_id));
    expect(lines).toEqual([]);
    const again = await remove(sale.transaction_id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: messages.pos.notFound });
  });

  it("lets an employee delete their own transaction of today, not the owner's", async () => {
    const employee = await newEmployee(t, DEMO.owner.username);
    const own = await sell(DEMO.owner.username, employee.headers);
    const owners = await sell();
    // Today's list says so per caller: the employee's screen offers 'Hapus' on their own only.
    const mayDelete = async (headers: Headers) => {
      const list = (await today(DEMO.owner.username, headers)).json<TodaySale[]>();
      return [own, owners].map((s) => list.find((l) => l.transaction_id === s.transaction_id));
    };
    expect((await mayDelete(employee.headers)).map((s) => s?.can_delete)).toEqual([true, false]);
    expect((await mayDelete(owner)).map((s) => s?.can_delete)).toEqual([true, true]);
    expect((await remove(own.transaction_id, employee.headers)).statusCode).toBe(200);
    const refused = await remove(owners.transaction_id, employee.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: messages.employees.deleteSaleSameDay,
    });
  });

  it("keeps the cashier's name on the sale and in today's list", async () => {
    const employee = await newEmployee(t, DEMO.owner.username);
    await t.db.update(accounts).set({ name: 'Siti Kasir' }).where(eq(accounts.id, employee.id));
    const sale = await sell(DEMO.owner.username, employee.headers);
    const listed = (await todayList(DEMO.owner.username)).find(
      (s) => s.transaction_id === sale.transaction_id,
    );
    expect(listed?.cashier).toBe('Siti Kasir');
    const mine = await sell();
    const ownerListed = (await todayList(DEMO.owner.username)).find(
      (s) => s.transaction_id === mine.transaction_id,
    );
    expect(ownerListed?.cashier).toBe(DEMO.owner.username);
  });

  it("answers another depot's transaction exactly like a missing one, and keeps it", async () => {
    const other = await newOwner(t);
    const sale = await sell(other.username, other.headers);
    const res = await remove(sale.transaction_id);
    const missing = await remove(2_147_483_647);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: messages.pos.notFound });
    expect([missing.statusCode, missing.body]).toEqual([res.statusCode, res.body]);
    const employee = await newEmployee(t, DEMO.owner.username);
    expect((await remove(sale.transaction_id, employee.headers)).statusCode).toBe(404);
    expect((await todayList(other.username)).map((s) => s.transaction_id)).toContain(
      sale.transaction_id,
    );
  });

  it('answers 404 for an absent id', async () => {
    const res = await remove(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: messages.pos.notFound });
  });

  it.each(['abc', '0', '-1', '1.5', '1e3x'])('answers 400 for id %s', async (id) => {
    const res = await remove(id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('answers 401 without a token and keeps the transaction', async () => {
    const sale = await sell();
    const res = await remove(sale.transaction_id, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: messages.api.unauthorized });
    expect((await todayList()).map((s) => s.transaction_id)).toContain(sale.transaction_id);
  });

  it("lets the super admin delete any depot's transaction", async () => {
    const other = await newOwner(t);
    const theirs = await sell(other.username, other.headers);
    const mine = await sell();
    for (const sale of [theirs, mine]) {
      const res = await remove(sale.transaction_id, await asAdmin(t));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: messages.pos.deleted });
    }
    expect(await todayList(other.username)).toEqual([]);
    expect((await todayList()).map((s) => s.transaction_id)).not.toContain(mine.transaction_id);
  });
});
