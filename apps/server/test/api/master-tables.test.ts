import { columnsOf, DEPOT_CSV_COLUMNS, MASTER_TABLE_NAMES, messages } from '@depot/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, tanks } from '../../src/db/schema';
import { TABLES } from '../../src/modules/admin/tables.definitions';
import { asAdmin, insertAccount, login, newEmployee, sellGallons, unique } from '../fixtures';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';
import { newDepot, type TestDepot } from '../telemetry';

const t = useTestApp();
let depot: TestDepot;
let admin: Record<string, string>;
const callers = {} as Record<'owner' | 'employee', Record<string, string>>;

beforeAll(async () => {
  depot = await newDepot(t);
  admin = await asAdmin(t);
  callers.owner = await t.authAs(depot.username, depot.password);
  callers.employee = (await newEmployee(t, depot.username)).headers;
  // Readings, a sale and a notification, so every table has rows to show.
  await t.app.inject({
    method: 'POST',
    url: `/api/ingest/${depot.level}`,
    headers: { authorization: `Bearer ${depot.key}` },
    payload: [{ water_level_cm: 60 }, { water_level_cm: 59 }],
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/ingest/${depot.tapA}`,
    headers: { authorization: `Bearer ${depot.key}` },
    payload: { volume_l: 19 },
  });
  await sellGallons(t, callers.owner, depot.username, 2);
});

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers });
const rowsOf = (res: { json: () => unknown }) => res.json() as Record<string, unknown>[];
const tableUrl = (table: string, query = '') => `/api/superadmin/tables/${table}${query}`;

async function lastAudit() {
  const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

describe('the whitelist', () => {
  it("the server's SQL, derived from the contract, names exactly its columns", () => {
    for (const name of MASTER_TABLE_NAMES) {
      const columns = columnsOf(name);
      const def = TABLES[name];
      expect(Object.keys(def.select).sort(), name).toEqual(
        columns
          .filter((c) => c.kind !== 'password')
          .map((c) => c.name)
          .sort(),
      );
      expect(Object.keys(def.sort).sort(), name).toEqual(
        columns
          .filter((c) => c.sort)
          .map((c) => c.name)
          .sort(),
      );
      expect(Object.keys(def.write).sort(), name).toEqual(
        columns
          .filter((c) => c.edit)
          .map((c) => c.name)
          .sort(),
      );
    }
  });
});

describe('who may call', () => {
  const routes = MASTER_TABLE_NAMES.flatMap((name) => [
    { method: 'GET' as const, url: tableUrl(name) },
    { method: 'PUT' as const, url: `${tableUrl(name)}/1` },
  ]);

  it('a visitor gets 401, an owner and an employee 403 on every table', async () => {
    for (const route of routes) {
      const where = `${route.method} ${route.url}`;
      const visitor = await t.app.inject({ ...route, payload: {} });
      expect(visitor.statusCode, where).toBe(401);
      expect(visitor.json().message, where).toBe(messages.api.unauthorized);
      for (const headers of [callers.owner, callers.employee]) {
        const res = await t.app.inject({ ...route, headers, payload: {} });
        expect(res.statusCode, where).toBe(403);
        expect(res.json().message, where).toBe(messages.api.adminOnly);
      }
    }
  });

  it('the super admin reads every table: an array with its total in X-Total-Count', async () => {
    for (const name of MASTER_TABLE_NAMES) {
      const res = await get(tableUrl(name));
      expect(res.statusCode, name).toBe(200);
      expect(Array.isArray(res.json()), name).toBe(true);
      expect(Number(res.headers['x-total-count']), name).toBeGreaterThanOrEqual(rowsOf(res).length);
      expect(res.headers['x-total-count-estimated'], name).toBeUndefined();
    }
  });
});

describe('GET /api/superadmin/tables/{endpoint}', () => {
  it("answers the spec's columns, flags as 1/0, and never a secret", async () => {
    const res = await get(tableUrl('accounts', '?_limit=1000'));
    const rows = rowsOf(res);
    const adminRow = rows.find((r) => r.username === DEMO.admin.username);
    expect(adminRow).toMatchObject({ is_super_admin: 1, disabled: 0, employer: null });
    expect(Object.keys(adminRow!)).not.toContain('password');
    const everything = (
      await Promise.all(MASTER_TABLE_NAMES.map((name) => get(tableUrl(name, '?_limit=200'))))
    )
      .map((r) => r.body)
      .join('\n');
    expect(everything).not.toMatch(/password_hash|key_hash|token_version|scrypt|\$2[aby]\$/i);
    const [hash] = await t.db.select({ h: accounts.passwordHash }).from(accounts).limit(1);
    expect(everything).not.toContain(hash!.h);
  });

  it('pages, sorts and searches', async () => {
    const all = rowsOf(await get(tableUrl('accounts', '?_limit=1000&_sort=id&_order=asc')));
    const second = rowsOf(await get(tableUrl('accounts', '?_limit=2&_offset=1&_sort=id')));
    expect(second.map((r) => r.id)).toEqual(all.slice(1, 3).map((r) => r.id));
    const desc = rowsOf(await get(tableUrl('accounts', '?_limit=1000&_sort=id&_order=DESC')));
    expect(desc.map((r) => r.id)).toEqual(all.map((r) => r.id).reverse());

    const found = await get(tableUrl('tank_level', `?_q=${depot.username}`));
    expect(found.headers['x-total-count']).toBe('2');
    expect(rowsOf(found).map((r) => r.water_level_cm)).toEqual([59, 60]);
    expect(rowsOf(found)[0]).toMatchObject({ username: depot.username, sensor_id: depot.level });
    expect(String(rowsOf(found)[0]!.timestamp)).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);

    const sales = rowsOf(await get(tableUrl('sales', `?_q=${depot.username}`)));
    expect(sales).toEqual([expect.objectContaining({ quantity: 2, username: depot.username })]);
  });

  it('takes % and _ in a search literally', async () => {
    const res = await get(tableUrl('accounts', '?_q=%25'));
    expect(res.statusCode).toBe(200);
    expect(rowsOf(res)).toEqual([]);
    expect(rowsOf(await get(tableUrl('accounts', '?_q=_'))).length).toBe(0);
  });

  it('names the depot map points as the spec does', async () => {
    const [row] = rowsOf(await get(tableUrl('sebara_depot_air_minum', '?_limit=1')));
    // §3's depot fields: its id and the 13 columns of the depot CSV.
    expect(Object.keys(row!).sort()).toEqual(['id', ...DEPOT_CSV_COLUMNS].sort());
  });

  it.each([
    ['an unknown table', tableUrl('users'), messages.tables.unknownTable('users')],
    ['a prototype name', tableUrl('__proto__'), messages.tables.unknownTable('__proto__')],
    [
      'an unknown sort',
      tableUrl('accounts', '?_sort=password_hash'),
      messages.tables.unknownSort('password_hash'),
    ],
    [
      'an unindexed sort on a big table',
      tableUrl('tank_level', '?_sort=volume'),
      messages.tables.unknownSort('volume'),
    ],
    ['a bad order', tableUrl('accounts', '?_order=sideways'), messages.tables.badOrder],
    ['a negative offset', tableUrl('accounts', '?_offset=-1'), messages.tables.badOffset('10.000')],
    ['a deep offset', tableUrl('accounts', '?_offset=10001'), messages.tables.badOffset('10.000')],
    ['a limit over 200', tableUrl('tanks', '?_limit=201'), messages.tables.badLimit(200)],
    ['a limit over 1000 for accounts', tableUrl('accounts', '?_limit=1001'), undefined],
    ['a NUL in the search', tableUrl('accounts', '?_q=a%00b'), messages.api.controlCharacters],
  ])('refuses %s with 400', async (_name, url, message) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });
});

describe('PUT /api/superadmin/tables/{endpoint}/{id}', () => {
  it("changes a tank's capacity, shows it on the owner's dashboard and logs it", async () => {
    const res = await put(tableUrl('tanks', `/${depot.tankId}`), { capacity: 2000, name: 'Besar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: messages.tables.updated });
    const dashboard = await get(`/api/tanks/${depot.username}`, callers.owner);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json()).toEqual([
      expect.objectContaining({ capacity: 2000, tank_name: 'Besar' }),
    ]);
    expect(await lastAudit()).toMatchObject({
      action: 'table.update',
      targetTable: 'tanks',
      targetId: String(depot.tankId),
      actorUsername: DEMO.admin.username,
      before: { capacity: 1000, name: 'Tangki Utama' },
      after: { capacity: 2000, name: 'Besar' },
    });
  });

  it('takes flags as 1/0 and edits a depot map point by its spec names', async () => {
    const [point] = rowsOf(await get(tableUrl('sebara_depot_air_minum', '?_limit=1')));
    const url = tableUrl('sebara_depot_air_minum', `/${String(point!.id)}`);
    expect(
      (await put(url, { is_subscribed: 'Ya', surveyed_by: 'Sari', jumlah_ulasan: 12 })).statusCode,
    ).toBe(200);
    const [after] = rowsOf(await get(tableUrl('sebara_depot_air_minum', '?_limit=1')));
    expect(after).toMatchObject({ is_subscribed: 'Ya', surveyed_by: 'Sari', jumlah_ulasan: 12 });
    const sensorUrl = tableUrl('sensors', `/${depot.tapA}`);
    expect((await put(sensorUrl, { is_main: 1 })).statusCode).toBe(200);
    const [sensor] = rowsOf(await get(tableUrl('sensors', `?_q=${depot.tapA}`)));
    expect(sensor!.is_main).toBe(1);
  });

  it('hashes a password, ignores an empty one, and never logs it', async () => {
    const username = unique('pw');
    const id = await insertAccount(t.db, { username, password: 'lama123' });
    const url = tableUrl('accounts', `/${id}`);
    expect((await put(url, { password: '', depot_name: 'Depot Baru' })).statusCode).toBe(200);
    expect((await login(t, username, 'lama123')).statusCode).toBe(200);
    const res = await put(url, { password: 'baru12345' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await login(t, username, 'baru12345')).statusCode).toBe(200);
    expect((await login(t, username, 'lama123')).statusCode).toBe(401);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetTable, 'accounts'), eq(auditLog.targetId, String(id))));
    expect(JSON.stringify(audit)).not.toContain('baru12345');
    expect(audit.map((a) => a.action).sort()).toEqual([
      'account.change_password',
      'table.update',
      'table.update',
    ]);
  });

  it('renames through the account rules and refuses a taken name with 409', async () => {
    const username = unique('ren');
    const id = await insertAccount(t.db, { username, password: 'rahasia123' });
    const url = tableUrl('accounts', `/${id}`);
    const renamed = `${username}-b`;
    expect((await put(url, { username: renamed })).statusCode).toBe(200);
    expect((await login(t, renamed, 'rahasia123')).statusCode).toBe(200);
    const taken = await put(url, { username: depot.username });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(messages.register.usernameTaken(depot.username));
  });

  it('never demotes the last super admin (409)', async () => {
    const [row] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, DEMO.admin.username));
    const res = await put(tableUrl('accounts', `/${row!.id}`), { is_super_admin: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.accounts.lastSuperAdmin);
    const second = await insertAccount(t.db, { username: unique('adm'), password: 'rahasia123' });
    expect((await put(tableUrl('accounts', `/${second}`), { is_super_admin: 1 })).statusCode).toBe(
      200,
    );
    expect((await put(tableUrl('accounts', `/${second}`), { is_super_admin: 0 })).statusCode).toBe(
      200,
    );
  });

  it("never makes a depot's employee a super admin (409: a mixed role)", async () => {
    const employee = await newEmployee(t, depot.username);
    const res = await put(tableUrl('accounts', `/${employee.id}`), { is_super_admin: 1 });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { success: false, message: messages.accounts.employeeNotSuperAdmin },
    ]);
    const [row] = await t.db
      .select({ isSuperAdmin: accounts.isSuperAdmin })
      .from(accounts)
      .where(eq(accounts.id, employee.id));
    expect(row?.isSuperAdmin).toBe(false);
    expect(
      (await t.app.inject({ url: `/api/tanks/${depot.username}`, headers: employee.headers }))
        .statusCode,
    ).toBe(200);
  });

  it.each([
    ['an unknown table', 'users/1', { name: 'x' }, messages.tables.unknownTable('users')],
    ['a read-only table', 'tank_level/1', { volume: 1 }, messages.tables.readOnly('tank_level')],
    [
      'an unknown column',
      'tanks/1',
      { account_id: 2 },
      messages.tables.unknownColumn('account_id'),
    ],
    [
      'a secret column',
      'accounts/1',
      { password_hash: 'x' },
      messages.tables.unknownColumn('password_hash'),
    ],
    ['the key', 'tanks/1', { id: 2 }, messages.tables.unknownColumn('id')],
    [
      'a read-only column',
      'tanks/1',
      { created_at: '2024-01-01' },
      messages.tables.unknownColumn('created_at'),
    ],
    ['a number as text', 'tanks/1', { capacity: '2000' }, messages.tables.notNumber('capacity')],
    ['a zero capacity', 'tanks/1', { capacity: 0 }, undefined],
    ['a huge number', 'tanks/1', { height_cm: 1e308 }, undefined],
    ['a bad flag', 'accounts/1', { is_super_admin: 2 }, messages.tables.notFlag('is_super_admin')],
    [
      'a flag as text',
      'sensors/depot1-level',
      { is_main: 'true' },
      messages.tables.notFlag('is_main'),
    ],
    [
      'a fraction for a count',
      'sebara_depot_air_minum/1',
      { jumlah_ulasan: 1.5 },
      messages.tables.notInteger('jumlah_ulasan'),
    ],
    [
      'a status not in the list',
      'sebara_depot_air_minum/1',
      { is_subscribed: 'Mungkin' },
      undefined,
    ],
    ['a NUL', 'tanks/1', { name: 'a\u0000b' }, messages.api.controlCharacters],
    ['an empty required text', 'tanks/1', { name: '  ' }, messages.tables.required('name')],
    ['a short password', 'accounts/1', { password: '123' }, messages.accounts.passwordInvalid],
    ['a bad username', 'accounts/1', { username: 'a b' }, messages.register.usernameFormat],
    ['nothing', 'tanks/1', {}, messages.tables.nothingToUpdate],
    ['only an empty password', 'accounts/1', { password: '' }, messages.tables.nothingToUpdate],
    ['a bad id', 'tanks/abc', { name: 'x' }, messages.tables.badId],
    ['an id over int4', 'tanks/2147483648', { name: 'x' }, messages.tables.badId],
    ['a bad sensor id', 'sensors/a%00b', { name: 'x' }, messages.tables.badId],
  ])('refuses %s with 400', async (_name, path, body, message) => {
    const res = await put(`/api/superadmin/tables/${path}`, body);
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });

  it('answers 404 for a row that does not exist, and changes nothing on a refusal', async () => {
    const res = await put(tableUrl('tanks', '/999999'), { name: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.tables.notFound);
    await put(tableUrl('tanks', `/${depot.tankId}`), { name: 'Tetap', capacity: -1 });
    const [tank] = await t.db.select().from(tanks).where(eq(tanks.id, depot.tankId));
    expect(tank!.name).not.toBe('Tetap');
  });
});

describe('PDAM tariffs as master tables', () => {
  const bill = (usageM3: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/pdam/calculate-bill',
      headers: callers.owner,
      payload: { pdamId: 'pam-jaya', golonganId: 'rt-menengah-1', usageM3 },
    });
  const total = async (usageM3: number) => (await bill(usageM3)).json().data.total_tagihan;

  it('a new block price and PPN apply to the next bill; block bounds stay read-only', async () => {
    expect(await total(10)).toBe(49_000); // 10 × Rp 4.900 (Kepgub DKI 730/2024)
    const blocks = rowsOf(
      await get(tableUrl('pdam_tariff_blocks', '?_q=rt-menengah-1&_sort=row_id')),
    ).filter((r) => r.pdam_id === 'pam-jaya');
    const first = blocks.find((r) => r.from_m3 === 0)!;
    expect(first).toMatchObject({ golongan_id: 'rt-menengah-1', price_per_m3: 4_900 });

    const priced = await put(tableUrl('pdam_tariff_blocks', `/${first.row_id}`), {
      price_per_m3: 5_000,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'table.update',
      targetTable: 'pdam_tariff_blocks',
      before: { price_per_m3: 4_900 },
      after: { price_per_m3: 5_000 },
    });
    expect(await total(10)).toBe(50_000);

    const taxed = await put(tableUrl('pdam_utilities', '/pam-jaya'), { ppn_percent: 11 });
    expect(taxed.statusCode, taxed.body).toBe(200);
    expect(await total(10)).toBe(55_500);

    for (const body of [{ from_m3: 5 }, { price_per_m3: -1 }, { price_per_m3: 1.5 }]) {
      const res = await put(tableUrl('pdam_tariff_blocks', `/${first.row_id}`), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await put(tableUrl('pdam_utilities', '/tidak-ada'), { name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await put(tableUrl('pdam_utilities', '/bukan%20slug'), { name: 'x' })).statusCode).toBe(
      400,
    );
  });
});
