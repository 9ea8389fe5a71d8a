import { messages, type Product, type ProductResult, type SaleResponse } from '@depot/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { asAdmin, newEmployee, newOwner, type LoggedIn } from '../fixtures';
import { useTestApp } from '../use-test-app';

const t = useTestApp();
let owner: LoggedIn;
let kasir: LoggedIn;
let other: LoggedIn;
beforeAll(async () => {
  owner = await newOwner(t);
  kasir = await newEmployee(t, owner.username);
  other = await newOwner(t);
});

type Headers = Record<string, string>;
const DEFAULTS: Product[] = [
  {
    id: 1,
    name: 'Galon 19L',
    price: 6000,
    priceDelivery: 7000,
    image: '/products/galon-19l.svg',
    promoEvery: null,
  },
  {
    id: 2,
    name: 'Galon 15L',
    price: 5000,
    priceDelivery: 6000,
    image: '/products/galon-15l.svg',
    promoEvery: null,
  },
];
const TUTUP = { name: 'Tutup Galon', price: 1000, priceDelivery: 1500, promoEvery: null };

const list = (username: string, headers: Headers | null) =>
  t.app.inject({ url: `/api/products/${username}`, headers: headers ?? {} });

function edit(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  headers: Headers | null,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/products/${path}`,
    headers: headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function catalogue(username: string): Promise<Product[]> {
  const res = await list(username, await asAdmin(t));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Product[]>();
}

const rowsOf = (accountId: number) =>
  t.db.select().from(products).where(eq(products.accountId, accountId)).orderBy(asc(products.id));

describe('GET /api/products/:username', () => {
  it("answers the spec's defaults until the owner edits, to the owner, an employee and the admin", async () => {
    for (const headers of [owner.headers, kasir.headers, await asAdmin(t)]) {
      const res = await list(owner.username, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(DEFAULTS);
    }
  });

  it('answers 401 without a token and 403 for another depot', async () => {
    expect((await list(owner.username, null)).statusCode).toBe(401);
    const foreign = await list(owner.username, other.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ success: false, message: messages.api.forbidden });
  });
});

describe("the owner's catalogue edits", () => {
  let depot: LoggedIn;
  beforeAll(async () => {
    depot = await newOwner(t);
  });

  it('adds a product with the next id, copying the defaults in on the first edit', async () => {
    const res = await edit('POST', depot.username, depot.headers, TUTUP);
    expect(res.statusCode, res.body).toBe(201);
    const added = { id: 3, ...TUTUP, image: '/products/produk.svg' };
    expect(res.json()).toEqual({ message: messages.pos.productSaved, product: added });
    expect(await catalogue(depot.username)).toEqual([...DEFAULTS, added]);
  });

  it('changes a price: the next sale pays it, an earlier sale keeps its own', async () => {
    const sell = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/sales',
        headers: depot.headers,
        payload: { username: depot.username, cart: [{ id: 1, isDelivery: false, quantity: 2 }] },
      });
    const before = (await sell()).json<SaleResponse>();
    const body = { name: 'Galon 19L Isi Ulang', price: 6500, priceDelivery: 7500, promoEvery: 10 };
    const res = await edit('PUT', `${depot.username}/1`, depot.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ProductResult>().product).toEqual({
      id: 1,
      ...body,
      image: '/products/galon-19l.svg',
    });
    const after = (await sell()).json<SaleResponse>();
    expect([before.total_price, after.total_price]).toEqual([12_000, 13_000]);
    expect(after.sale.lines[0]).toMatchObject({ name: 'Galon 19L Isi Ulang', unit_price: 6500 });
    const today = await t.app.inject({
      url: `/api/sales/today/${depot.username}`,
      headers: depot.headers,
    });
    expect(today.json<{ details: string }[]>().map((s) => s.details)).toEqual([
      '2 × Galon 19L (Tidak Diantar) @ Rp 6.000',
      '2 × Galon 19L Isi Ulang (Tidak Diantar) @ Rp 6.500',
    ]);
  });

  it('archives a product: gone from the list and the till, its id never given again', async () => {
    const res = await edit('DELETE', `${depot.username}/3`, depot.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.pos.productDeleted, product: { id: 3 } });
    expect((await catalogue(depot.username)).map((p) => p.id)).toEqual([1, 2]);
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: depot.headers,
      payload: { username: depot.username, cart: [{ id: 3, isDelivery: false, quantity: 1 }] },
    });
    expect(sale.statusCode).toBe(400);
    expect(sale.json()).toEqual({ success: false, message: messages.pos.unknownProduct(3) });
    const again = await edit('POST', depot.username, depot.headers, TUTUP);
    expect(again.json<ProductResult>().product?.id).toBe(4);
  });

  it('answers 404 for an archived, unknown or other depot product, and changes nothing', async () => {
    const notFound = { success: false, message: messages.pos.productNotFound };
    // `other` names its own depot with an id that exists only in `depot`'s catalogue.
    for (const [method, path, who] of [
      ['PUT', `${depot.username}/3`, depot],
      ['DELETE', `${depot.username}/3`, depot],
      ['PUT', `${depot.username}/99`, depot],
      ['DELETE', `${other.username}/4`, other],
    ] as const) {
      const res = await edit(method, path, who.headers, method === 'PUT' ? TUTUP : undefined);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    // A 404 on another depot's first edit leaves it on the defaults, with no rows copied.
    expect(await rowsOf(other.id)).toEqual([]);
    const [archived] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.accountId, depot.id), eq(products.id, 3)));
    expect(archived).toMatchObject({ name: 'Tutup Galon', archivedAt: expect.any(Date) as Date });
  });

  it('copies the defaults once when two first edits arrive at once', async () => {
    const fresh = await newOwner(t);
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        edit('POST', fresh.username, fresh.headers, { ...TUTUP, name: `Produk ${n}` }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect((await rowsOf(fresh.id)).map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses a sale whose total is beyond any amount a cashier takes, storing nothing', async () => {
    const fresh = await newOwner(t);
    const added = await edit('POST', fresh.username, fresh.headers, {
      ...TUTUP,
      price: 10_000_000,
    });
    const id = added.json<ProductResult>().product?.id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: fresh.headers,
      payload: { username: fresh.username, cart: [{ id, isDelivery: false, quantity: 1000 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.pos.amount });
  });

  it('lets the super admin edit any depot', async () => {
    const fresh = await newOwner(t);
    const res = await edit('POST', fresh.username, await asAdmin(t), TUTUP);
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('refused catalogue edits', () => {
  it('answers 403 to an employee and to another depot, 401 without a token; nothing stored', async () => {
    const cases: [string, 'POST' | 'PUT' | 'DELETE', string, Headers | null, number][] = [
      ['employee adds', 'POST', owner.username, kasir.headers, 403],
      ['employee edits', 'PUT', `${owner.username}/1`, kasir.headers, 403],
      ['employee archives', 'DELETE', `${owner.username}/1`, kasir.headers, 403],
      ['other depot adds', 'POST', owner.username, other.headers, 403],
      ['other depot edits', 'PUT', `${owner.username}/1`, other.headers, 403],
      ['anonymous adds', 'POST', owner.username, null, 401],
      ['anonymous archives', 'DELETE', `${owner.username}/1`, null, 401],
    ];
    for (const [label, method, path, headers, status] of cases) {
      const res = await edit(method, path, headers, method === 'DELETE' ? undefined : TUTUP);
      expect(res.statusCode, label).toBe(status);
    }
    expect((await edit('POST', owner.username, kasir.headers, TUTUP)).json()).toEqual({
      success: false,
      message: messages.api.ownerOnly,
    });
    expect(await rowsOf(owner.id)).toEqual([]);
  });

  it('answers 400 with the field message to bad input, and stores nothing', async () => {
    const bad: [unknown, string][] = [
      [{ ...TUTUP, name: '' }, messages.pos.productName],
      [{ ...TUTUP, name: 'x'.repeat(61) }, messages.pos.productName],
      [{ ...TUTUP, price: -1 }, messages.pos.productPrice],
      [{ ...TUTUP, price: 1.5 }, messages.pos.productPrice],
      [{ ...TUTUP, priceDelivery: 1e300 }, messages.pos.productPrice],
      [{ ...TUTUP, price: '1000' }, messages.pos.productPrice],
      [{ ...TUTUP, promoEvery: 1 }, messages.pos.promoEvery],
      [{ ...TUTUP, promoEvery: 101 }, messages.pos.promoEvery],
    ];
    for (const [body, message] of bad) {
      const res = await edit('POST', owner.username, owner.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    for (const body of [
      { ...TUTUP, name: 'Tutup\u0000' },
      { ...TUTUP, extra: 1 },
      { name: 'Tutup' },
      [TUTUP],
    ]) {
      const res = await edit('PUT', `${owner.username}/1`, owner.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
    const badId = await edit('PUT', `${owner.username}/abc`, owner.headers, TUTUP);
    expect(badId.statusCode).toBe(400);
    expect(await rowsOf(owner.id)).toEqual([]);
  });

  it('keeps GET /api/products the spec list', async () => {
    const res = await t.app.inject({ url: '/api/products', headers: owner.headers });
    expect(res.json<Product[]>().map((p) => [p.id, p.price, p.priceDelivery])).toEqual([
      [1, 6000, 7000],
      [2, 5000, 6000],
    ]);
  });
});
