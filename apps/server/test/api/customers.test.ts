import {
  messages,
  type Customer,
  type CustomerHistory,
  type CustomerPaymentResult,
  type CustomerResult,
} from '@depot/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerPayments, customers } from '../../src/db/schema';
import { insertSale } from '../counter-fixtures';
import { asAdmin, newEmployee, newOwner, type LoggedIn } from '../fixtures';
import { useTestApp } from '../use-test-app';

const t = useTestApp();
let owner: LoggedIn;
let employee: LoggedIn;
let other: LoggedIn;
beforeAll(async () => {
  owner = await newOwner(t, 'pemilik');
  employee = await newEmployee(t, owner.username);
  other = await newOwner(t, 'lain');
});

type Headers = Record<string, string>;

function send(
  method: 'GET' | 'POST',
  path: string,
  headers: Headers = owner.headers,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/customers/${path}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function save(depot: LoggedIn, body: object, headers: Headers = depot.headers) {
  const res = await send('POST', depot.username, headers, body);
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json<CustomerResult>().customer;
}

async function search(q: string | null, depot: LoggedIn = owner) {
  const query = q === null ? '' : `?q=${encodeURIComponent(q)}`;
  const res = await send('GET', `${depot.username}${query}`, depot.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Customer[]>();
}

const pay = (id: number, payload: unknown, headers: Headers = owner.headers) =>
  send('POST', `${owner.username}/${id}/payments`, headers, payload);

async function rowsOf(accountId: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(customers)
    .where(eq(customers.accountId, accountId));
  return row?.n ?? 0;
}

async function paymentCount() {
  const [row] = await t.db.select({ n: count() }).from(customerPayments);
  return row?.n ?? 0;
}

describe('customers API', () => {
  it('saves a customer with the number normalised, then merges the same number written otherwise', async () => {
    const res = await send('POST', owner.username, owner.headers, {
      name: 'Bu Rina',
      phone: '0812-3456-7001',
      address: 'Jl. Mawar 3',
      latitude: -6.6,
      longitude: 106.8,
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<CustomerResult>();
    expect(saved).toEqual({
      message: messages.customers.saved,
      customer: {
        id: expect.any(Number),
        name: 'Bu Rina',
        phone: '+6281234567001',
        address: 'Jl. Mawar 3',
        latitude: -6.6,
        longitude: 106.8,
        balance: 0,
        created_at: expect.any(String),
      },
    });
    for (const [phone, name] of [
      ['+62812-3456-7001', 'Ibu Rina'],
      ['62 812 3456 7001', 'Rina Wati'],
    ] as const) {
      const again = await send('POST', owner.username, employee.headers, {
        name,
        phone,
        address: 'Jl. Melati 9',
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<CustomerResult>()).toEqual({
        message: messages.customers.merged,
        customer: { ...saved.customer, name, address: 'Jl. Melati 9' },
      });
    }
    expect(await rowsOf(owner.id)).toBe(1);
    // Another depot keeps its own customer with that number.
    const theirs = await save(other, { name: 'Pak Rudi', phone: '081234567001' });
    expect(theirs.id).not.toBe(saved.customer.id);
    expect(await rowsOf(other.id)).toBe(1);
  });

  it('stores one customer when the same new number is saved twice at once', async () => {
    const body = { name: 'Pak Joko', phone: '081299990001' };
    const answers = await Promise.all([
      send('POST', owner.username, owner.headers, body),
      send('POST', owner.username, employee.headers, body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const found = await search('081299990001');
    expect(found.map((c) => c.name)).toEqual(['Pak Joko']);
  });

  it('finds customers by name (prefix first) and by the digits of their number', async () => {
    const depot = await newOwner(t, 'cari');
    const budi = await save(depot, { name: 'Budi Santoso', phone: '081311110001' });
    const ani = await save(depot, { name: 'Ani Budiman', phone: '081322220002' });
    const sari = await save(depot, { name: 'Sari', phone: '+6285733330003' });
    const names = async (q: string | null) => (await search(q, depot)).map((c) => c.name);
    expect(await names('budi')).toEqual([budi.name, ani.name]);
    expect(await names('BUDIMAN')).toEqual([ani.name]);
    expect(await names('0813')).toEqual([ani.name, budi.name]);
    expect(await names('62857')).toEqual([sari.name]);
    expect(await names('+62 857')).toEqual([sari.name]);
    expect(await names('2222')).toEqual([ani.name]);
    expect(await names('100%')).toEqual([]);
    // No query: the latest first.
    expect(await names(null)).toEqual([sari.name, ani.name, budi.name]);
    // Another depot's customers are never found.
    expect((await search('budi')).map((c) => c.name)).toEqual([]);
  });

  it("keeps a customer's Utang, its payments and history, and refuses paying more than owed", async () => {
    const c = await save(owner, { name: 'Warung Sumber', phone: '081255550005' });
    const older = await insertSale(t.db, {
      accountId: owner.id,
      createdBy: owner.id,
      total: 21_000,
      method: 'utang',
      customerId: c.id,
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const newer = await insertSale(t.db, {
      accountId: owner.id,
      createdBy: employee.id,
      total: 7_000,
      received: 10_000,
      customerId: c.id,
    });

    const first = await pay(c.id, { amount: 5_000, method: 'qris' }, employee.headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<CustomerPaymentResult>()).toEqual({
      message: messages.customers.paid,
      payment: {
        id: expect.any(Number),
        amount: 5_000,
        method: 'qris',
        received_by: employee.username,
        created_at: expect.any(String),
      },
      balance: 16_000,
    });

    expect((await search('Warung Sumber')).map((x) => x.balance)).toEqual([16_000]);
    const before = await paymentCount();
    const tooMuch = await pay(c.id, { amount: 16_001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(messages.customers.paymentTooMuch('Rp 16.000'));
    expect(await paymentCount()).toBe(before);

    // Two payments of the rest at once: the row lock lets one through.
    const both = await Promise.all([pay(c.id, { amount: 16_000 }), pay(c.id, { amount: 16_000 })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(both.find((r) => r.statusCode === 201)?.json().balance).toBe(0);
    const none = await pay(c.id, { amount: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(messages.customers.noDebt);

    const res = await send('GET', `${owner.username}/${c.id}`, employee.headers);
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json<CustomerHistory>();
    expect(history.customer).toEqual({ ...c, balance: 0 });
    expect(history.loyalty).toEqual([]);
    expect(history.sales.map((s) => [s.id, s.method, s.total, s.change])).toEqual([
      [newer, 'tunai', 7_000, 3_000],
      [older, 'utang', 21_000, 0],
    ]);
    expect(history.sales[0]?.customer).toMatchObject({ id: c.id, balance: 0 });
    expect(history.payments.map((p) => [p.amount, p.method, p.received_by])).toEqual([
      [16_000, 'tunai', owner.username],
      [5_000, 'qris', employee.username],
    ]);
  });

  it("answers another depot's customer as missing, and lets the super admin read any depot", async () => {
    const theirs = await save(other, { name: 'Pelanggan Lain', phone: '081266660006' });
    await insertSale(t.db, {
      accountId: other.id,
      createdBy: other.id,
      total: 9_000,
      method: 'utang',
      customerId: theirs.id,
    });
    const before = await paymentCount();
    for (const res of [
      await send('GET', `${owner.username}/${theirs.id}`),
      await pay(theirs.id, { amount: 1_000 }),
      await send('GET', `${owner.username}/999999`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ success: false, message: messages.customers.notFound });
    }
    expect(await paymentCount()).toBe(before);

    const admin = await asAdmin(t);
    const read = await send('GET', `${other.username}/${theirs.id}`, admin);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<CustomerHistory>().customer.balance).toBe(9_000);
  });

  describe('refusals', () => {
    let id: number;
    beforeAll(async () => {
      id = (await save(owner, { name: 'Uji Tolak', phone: '081277770007' })).id;
    });

    const routes = () =>
      [
        ['GET', owner.username, undefined],
        ['POST', owner.username, { name: 'X', phone: '081277770099' }],
        ['GET', `${owner.username}/${id}`, undefined],
        ['POST', `${owner.username}/${id}/payments`, { amount: 1 }],
      ] as const;

    it('401 without a session, 403 for another depot, on every route', async () => {
      const before = await rowsOf(owner.id);
      for (const [method, path, body] of routes()) {
        const anonymous = await send(method, path, {}, body);
        expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
        const stranger = await send(method, path, other.headers, body);
        expect(stranger.statusCode, `${method} ${path}`).toBe(403);
        expect(stranger.json().message).toBe(messages.api.forbidden);
      }
      expect(await rowsOf(owner.id)).toBe(before);
    });

    it('400 with a clear message on bad input, storing nothing', async () => {
      const customersBefore = await rowsOf(owner.id);
      const paymentsBefore = await paymentCount();
      const bad: [string, unknown, string][] = [
        [
          owner.username,
          { name: 'A\u0000B', phone: '081277770010' },
          messages.api.controlCharacters,
        ],
        [owner.username, { name: 'Abc', phone: '12345' }, messages.customers.phone],
        [owner.username, { name: 'Abc', phone: '0812' }, messages.customers.phone],
        [owner.username, { name: '', phone: '081277770011' }, messages.customers.nameRequired],
        [
          owner.username,
          { name: 'Abc', phone: '081277770012', latitude: -6.6 },
          messages.customers.location,
        ],
        [
          owner.username,
          { name: 'Abc', phone: '081277770013', latitude: 91, longitude: 106 },
          messages.customers.location,
        ],
        [owner.username, { name: 'Abc', phone: 81277770014 }, ''],
        [`${owner.username}/${id}/payments`, { amount: -5 }, messages.pos.amount],
        [`${owner.username}/${id}/payments`, { amount: 0 }, messages.customers.paymentAmount],
        [`${owner.username}/${id}/payments`, { amount: 1.5 }, messages.pos.amount],
        [`${owner.username}/${id}/payments`, { amount: 1e12 }, messages.pos.amount],
        [`${owner.username}/${id}/payments`, { amount: '1000' }, messages.pos.amount],
        [`${owner.username}/${id}/payments`, { amount: 1, method: 'utang' }, ''],
      ];
      for (const [path, body, message] of bad) {
        const res = await send('POST', path, owner.headers, body);
        expect(res.statusCode, `${path} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
        if (message) expect(res.json().message).toContain(message);
      }
      for (const path of [
        `${owner.username}?q=a%00b`,
        `${owner.username}?q=${'x'.repeat(61)}`,
        `${owner.username}?other=1`,
        `${owner.username}/abc`,
        `${owner.username}/99999999999`,
      ]) {
        const res = await send('GET', path);
        expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      }
      expect(await rowsOf(owner.id)).toBe(customersBefore);
      expect(await paymentCount()).toBe(paymentsBefore);
    });
  });
});
