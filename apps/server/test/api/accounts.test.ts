import { messages, type AccountItem } from '@depot/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../src/db/schema';
import { setAccountDisabled, setSuperAdmin } from '../../src/modules/admin/accounts.service';
import {
  asAdmin,
  insertAccount,
  login,
  newEmployee,
  newOwner,
  unique,
  validRegistration,
  register,
  sellGallons,
} from '../fixtures';
import { DEMO, newClientAddress } from '../helpers';
import { useTestApp } from '../use-test-app';
import { newDepot, postReading, type TestDepot } from '../telemetry';
import { insertPositions, insertTracker } from '../tracker-fixtures';

const t = useTestApp();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await asAdmin(t);
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: unknown, headers: Headers = admin) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers });

const rename = (id: number | string, newUsername: unknown, headers?: Headers) =>
  put(`/api/superadmin/tables/accounts/change-username/${id}`, { newUsername }, headers);
const changePassword = (id: number | string, newPassword: unknown, headers?: Headers) =>
  put(`/api/superadmin/tables/accounts/change-password/${id}`, { newPassword }, headers);
const setDisabled = (id: number | string, disabled: unknown, headers?: Headers) =>
  put(`/api/superadmin/accounts/${id}/disabled`, { disabled }, headers);

const listAccounts = async (headers: Headers = admin) => {
  const res = await get('/api/superadmin/accounts', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AccountItem[]>();
};

const failure = (message: string) => ({ success: false, message });
const unauthorized = failure(messages.api.unauthorized);

async function lastAudit(targetId: number) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetTable, 'accounts'), eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

async function tokenOf(username: string, password: string) {
  return t.authAs(username, password);
}

describe('GET /api/superadmin/accounts', () => {
  it('lists owners with their employees and the super admins, without secrets', async () => {
    const owner = await newOwner(t);
    const employee = await newEmployee(t, owner.username);
    const list = await listAccounts();
    const adminRow = list.find((a) => a.username === DEMO.admin.username);
    expect(adminRow).toMatchObject({ role: 'super_admin', employer: null, disabled: false });
    expect(list.find((a) => a.username === DEMO.owner.username)).toMatchObject({
      role: 'owner',
      depot_name: 'Depot Air Tirta Segar',
      employer: null,
    });
    const ownerIndex = list.findIndex((a) => a.id === owner.id);
    expect(list[ownerIndex + 1]).toMatchObject({
      id: employee.id,
      role: 'employee',
      employer: { id: owner.id, username: owner.username, depot_name: null },
    });
    const body = JSON.stringify(list);
    expect(body).not.toMatch(/password|hash|token/i);
    expect(Object.keys(adminRow ?? {}).sort()).toEqual(
      [
        'address',
        'created_at',
        'depot_name',
        'disabled',
        'employer',
        'id',
        'last_online',
        'role',
        'username',
      ].sort(),
    );
  });
});

describe('who may call the account routes', () => {
  it('visitor 401, owner and employee 403, super admin 2xx on every route', async () => {
    const owner = await newOwner(t);
    const employee = await newEmployee(t, owner.username);
    const target = await newOwner(t, 'target');
    const calls = [
      { method: 'GET' as const, url: '/api/superadmin/accounts' },
      {
        method: 'PUT' as const,
        url: `/api/superadmin/tables/accounts/change-username/${target.id}`,
        payload: { newUsername: unique('baru') },
      },
      {
        method: 'PUT' as const,
        url: `/api/superadmin/tables/accounts/change-password/${target.id}`,
        payload: { newPassword: 'sandi-baru' },
      },
      {
        method: 'PUT' as const,
        url: `/api/superadmin/accounts/${target.id}/disabled`,
        payload: { disabled: true },
      },
    ];
    for (const call of calls) {
      const where = `${call.method} ${call.url}`;
      const visitor = await t.app.inject(call);
      expect([visitor.statusCode, visitor.json()], where).toEqual([401, unauthorized]);
      for (const caller of [owner, employee]) {
        const res = await t.app.inject({ ...call, headers: caller.headers });
        expect([res.statusCode, res.json()], where).toEqual([403, failure(messages.api.adminOnly)]);
      }
      const ok = await t.app.inject({ ...call, headers: admin });
      expect(ok.statusCode, `${where}: ${ok.body}`).toBe(200);
    }
  });
});

describe('bad input', () => {
  it('rejects empty, unchanged, malformed, too long and control-character usernames with 400', async () => {
    const owner = await newOwner(t);
    const cases: [unknown, string][] = [
      ['', messages.accounts.usernameEmpty],
      ['   ', messages.accounts.usernameEmpty],
      [owner.username, messages.accounts.usernameUnchanged],
      [` ${owner.username} `, messages.accounts.usernameUnchanged],
      ['ab', messages.register.usernameFormat],
      ['a'.repeat(33), messages.register.usernameFormat],
      ['nama dengan spasi', messages.register.usernameFormat],
      ['depot/lain', messages.register.usernameFormat],
      ['depot\u0000satu', messages.register.usernameFormat],
      ['\ud800abc', messages.register.usernameFormat],
    ];
    for (const [value, message] of cases) {
      const res = await rename(owner.id, value);
      expect([res.statusCode, res.json()], JSON.stringify(value)).toEqual([400, failure(message)]);
    }
    for (const body of [
      {},
      { newUsername: 5 },
      { newUsername: null },
      { newUsername: 'x'.repeat(10_000) },
    ]) {
      const res = await put(`/api/superadmin/tables/accounts/change-username/${owner.id}`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const extra = await put(`/api/superadmin/tables/accounts/change-username/${owner.id}`, {
      newUsername: unique('baru'),
      is_super_admin: true,
    });
    expect(extra.statusCode).toBe(400);
  });

  it('rejects short, control-character and non-string passwords with 400', async () => {
    const owner = await newOwner(t);
    for (const value of ['', '12345', '     ']) {
      const res = await changePassword(owner.id, value);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        failure(messages.accounts.passwordInvalid),
      ]);
    }
    for (const value of ['rahasia\u0000123', 'x'.repeat(201), 123456, null, '\ud800\ud800xxxx']) {
      expect((await changePassword(owner.id, value)).statusCode).toBe(400);
    }
  });

  it('rejects a non-boolean disabled flag with 400', async () => {
    const owner = await newOwner(t);
    for (const value of ['true', 1, null, undefined]) {
      expect((await setDisabled(owner.id, value)).statusCode).toBe(400);
    }
  });

  it('rejects ids that are not positive integers PostgreSQL can hold with 400, unknown ids with 404', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '9007199254740993', '%00']) {
      expect((await rename(id, unique('baru'))).statusCode, id).toBe(400);
      expect((await changePassword(id, 'sandi-baru')).statusCode, id).toBe(400);
      expect((await setDisabled(id, true)).statusCode, id).toBe(400);
    }
    const notFound = failure(messages.accounts.notFound);
    for (const res of [
      await rename(2_147_483_647, unique('baru')),
      await changePassword(2_147_483_647, 'sandi-baru'),
      await setDisabled(2_147_483_647, true),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([404, notFound]);
    }
  });
});

describe('PUT /api/superadmin/tables/accounts/change-username/{id}', () => {
  /** Every read of the depot's data, as its owner's screens make them. */
  const depotReads = (username: string) => [
    `/api/tanks/${username}`,
    `/api/reports/${username}/daily`,
    `/api/reports/${username}/monthly`,
    `/api/sales/today/${username}`,
    `/api/sales/total/${username}`,
    `/api/notifications/${username}`,
    `/api/tracker/devices/${username}`,
    `/api/tracker/last-position/${username}`,
    `/api/tracker/geofence/${username}`,
  ];

  async function depotWithData(): Promise<TestDepot> {
    const d = await newDepot(t);
    const owner = await t.authAs(d.username, d.password);
    expect((await postReading(t, d.level, d.key, { water_level_cm: 90 })).statusCode).toBe(200);
    expect((await postReading(t, d.tapA, d.key, { volume_l: 19 })).statusCode).toBe(200);
    await sellGallons(t, owner, d.username, 2);
    await t.db
      .insert(notifications)
      .values({ accountId: d.accountId, kind: 'low_stock', message: 'Stok air menipis.' });
    const bike = await insertTracker(t.db, d.accountId, {
      id: `${d.username}-motor`,
      name: 'Motor 1',
    });
    await insertPositions(t.db, bike, [{ ts: Date.now() - 60_000, lat: -6.366, lon: 106.88 }]);
    const fence = await t.app.inject({
      method: 'POST',
      url: '/api/tracker/geofence',
      headers: admin,
      payload: {
        username: d.username,
        name: 'Pasar Minggu',
        coordinates: [
          [-6.36, 106.82],
          [-6.36, 106.84],
          [-6.38, 106.84],
        ],
      },
    });
    expect(fence.statusCode, fence.body).toBe(201);
    return d;
  }

  it('keeps every reading, sale, notification, tracker and geofence with the renamed depot', async () => {
    const d = await depotWithData();
    const oldToken = await tokenOf(d.username, d.password);
    const employee = await newEmployee(t, d.username);
    const before = [];
    for (const url of depotReads(d.username)) {
      const res = await get(url, oldToken);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      before.push(res.json());
    }
    expect(JSON.stringify(before)).toContain('Pasar Minggu');

    const newName = unique('ganti');
    const res = await rename(d.accountId, newName);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { message: messages.accounts.renamed(newName) },
    ]);

    // The owner's old token stops; the old name logs in no more, the new one does.
    expect((await get(`/api/tanks/${d.username}`, oldToken)).statusCode).toBe(401);
    expect((await get(`/api/tanks/${newName}`, oldToken)).statusCode).toBe(401);
    expect((await login(t, d.username, d.password, newClientAddress())).statusCode).toBe(401);
    const fresh = await tokenOf(newName, d.password);
    const after = [];
    for (const url of depotReads(newName)) {
      const read = await get(url, fresh);
      expect(read.statusCode, `${url}: ${read.body}`).toBe(200);
      after.push(read.json());
    }
    // The same data; only the name it answers to has changed.
    const renamed = JSON.stringify(before).replaceAll(
      `"username":"${d.username}"`,
      `"username":"${newName}"`,
    );
    expect(after).toEqual(JSON.parse(renamed));

    // The old name's paths lead nowhere, even for the super admin.
    for (const url of depotReads(d.username).slice(0, 1)) {
      const old = await get(url, admin);
      expect(old.statusCode, url).toBe(404);
    }
    expect((await get(`/api/tanks/${d.username}`, fresh)).statusCode).toBe(403);

    // The employee works for the renamed depot, after logging in again too.
    expect((await get(`/api/tanks/${newName}`, employee.headers)).statusCode).toBe(200);
    const employeeAgain = await tokenOf(employee.username, 'rahasia123');
    expect((await get(`/api/tanks/${newName}`, employeeAgain)).statusCode).toBe(200);

    // New readings land with the renamed depot.
    expect((await postReading(t, d.level, d.key, { water_level_cm: 60 })).statusCode).toBe(200);

    expect(await lastAudit(d.accountId)).toMatchObject({
      action: 'account.rename',
      actorUsername: DEMO.admin.username,
      before: { username: d.username },
      after: { username: newName },
    });
    const listed = (await listAccounts()).find((a) => a.id === d.accountId);
    expect(listed?.username).toBe(newName);
  });

  it('refuses a name taken by an account or a pending request (409), in any case', async () => {
    const owner = await newOwner(t);
    const other = await newOwner(t);
    for (const name of [other.username, other.username.toUpperCase(), DEMO.admin.username]) {
      const res = await rename(owner.id, name);
      expect([res.statusCode, res.json()]).toEqual([
        409,
        failure(messages.register.usernameTaken(name)),
      ]);
    }
    const pending = validRegistration();
    expect((await register(t, pending)).statusCode).toBe(202);
    expect((await rename(owner.id, pending.username)).statusCode).toBe(409);
    // The freed old name can be taken by another account afterwards.
    const freed = owner.username;
    expect((await rename(owner.id, unique('pindah'))).statusCode).toBe(200);
    expect((await rename(other.id, freed)).statusCode).toBe(200);
  });

  it('allows changing only the case of a name', async () => {
    const owner = await newOwner(t);
    const upper = owner.username.toUpperCase();
    expect((await rename(owner.id, upper)).statusCode).toBe(200);
    expect((await login(t, upper, 'rahasia123', newClientAddress())).statusCode).toBe(200);
  });
});

describe('PUT /api/superadmin/tables/accounts/change-password/{id}', () => {
  it('ends the tokens, refuses the old password and accepts the new one; the log keeps no password', async () => {
    const owner = await newOwner(t);
    const res = await changePassword(owner.id, 'sandi-baru-1');
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { message: messages.accounts.passwordChanged },
    ]);
    expect((await get(`/api/profile/${owner.username}`, owner.headers)).statusCode).toBe(401);
    expect((await login(t, owner.username, 'rahasia123', newClientAddress())).statusCode).toBe(401);
    const fresh = await tokenOf(owner.username, 'sandi-baru-1');
    expect((await get(`/api/profile/${owner.username}`, fresh)).statusCode).toBe(200);
    const entry = await lastAudit(owner.id);
    expect(entry?.action).toBe('account.change_password');
    expect(JSON.stringify(entry)).not.toContain('sandi-baru-1');
    expect(JSON.stringify(entry)).not.toMatch(/scrypt|\$/);
  });
});

describe('PUT /api/superadmin/accounts/{id}/disabled', () => {
  it('refuses login like a wrong password, ends tokens, keeps data; enabling restores login', async () => {
    const d = await newDepot(t);
    const owner = await tokenOf(d.username, d.password);
    const employee = await newEmployee(t, d.username);
    expect((await postReading(t, d.level, d.key, { water_level_cm: 80 })).statusCode).toBe(200);
    const tanksBefore = (await get(`/api/tanks/${d.username}`, owner)).json();

    const off = await setDisabled(d.accountId, true);
    expect([off.statusCode, off.json()]).toEqual([
      200,
      { message: messages.accounts.disabled(d.username) },
    ]);
    expect((await get(`/api/tanks/${d.username}`, owner)).json()).toEqual(unauthorized);
    expect((await get(`/api/tanks/${d.username}`, employee.headers)).statusCode).toBe(401);
    const refused = await login(t, d.username, d.password, newClientAddress());
    expect([refused.statusCode, refused.json().message]).toEqual([401, messages.login.failed]);
    expect((await listAccounts()).find((a) => a.id === d.accountId)?.disabled).toBe(true);
    expect(await lastAudit(d.accountId)).toMatchObject({
      action: 'account.disable',
      after: { disabled: true },
    });

    const on = await setDisabled(d.accountId, false);
    expect([on.statusCode, on.json()]).toEqual([
      200,
      { message: messages.accounts.enabled(d.username) },
    ]);
    const again = await tokenOf(d.username, d.password);
    expect((await get(`/api/tanks/${d.username}`, again)).json()).toEqual(tanksBefore);
    // Tokens from before the switch-off stay ended: the owner's and the employees'.
    expect((await get(`/api/tanks/${d.username}`, owner)).json()).toEqual(unauthorized);
    expect((await get(`/api/tanks/${d.username}`, employee.headers)).json()).toEqual(unauthorized);
    const staff = await tokenOf(employee.username, 'rahasia123');
    expect((await get(`/api/tanks/${d.username}`, staff)).statusCode).toBe(200);
  });

  it('setting the state an account already has changes nothing', async () => {
    const owner = await newOwner(t);
    const res = await setDisabled(owner.id, false);
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/profile/${owner.username}`, owner.headers)).statusCode).toBe(200);
    expect(await lastAudit(owner.id)).toBeUndefined();
  });

  it('refuses switching off your own account', async () => {
    const me = (await listAccounts()).find((a) => a.username === DEMO.admin.username);
    const self = await setDisabled(me!.id, true);
    expect([self.statusCode, self.json()]).toEqual([
      409,
      failure(messages.accounts.cannotDisableSelf),
    ]);
    expect((await get('/api/superadmin/accounts', admin)).statusCode).toBe(200);
  });
});

/** A super admin of its own, working and logged in. */
async function newSuperAdmin() {
  const username = unique('admin');
  const id = await insertAccount(t.db, { username, password: 'rahasia123', isSuperAdmin: true });
  return { id, username, headers: await tokenOf(username, 'rahasia123') };
}

/** Switches off every working super admin but the demo one, which is returned. */
async function leaveOnlyDemoAdmin() {
  const working = (await listAccounts()).filter((a) => a.role === 'super_admin' && !a.disabled);
  const me = working.find((a) => a.username === DEMO.admin.username)!;
  for (const other of working.filter((a) => a.id !== me.id)) {
    expect((await setDisabled(other.id, true)).statusCode).toBe(200);
  }
  return me;
}

describe('the last-super-admin guard', () => {
  it('refuses switching off or demoting the last working super admin', async () => {
    const me = await leaveOnlyDemoAdmin();
    const last = { statusCode: 409, message: messages.accounts.lastSuperAdmin };
    await expect(t.db.transaction((tx) => setSuperAdmin(tx, me.id, false))).rejects.toMatchObject(
      last,
    );
    // A caller switched off meanwhile (its request already past the token check) is no other admin.
    const gone = await newSuperAdmin();
    expect((await setDisabled(gone.id, true)).statusCode).toBe(200);
    await expect(setAccountDisabled(t.db, gone, me.id, true)).rejects.toMatchObject(last);
    expect((await listAccounts()).find((a) => a.id === me.id)?.disabled).toBe(false);

    // With a second working super admin the flag may go, and come back.
    const second = await newSuperAdmin();
    await t.db.transaction((tx) => setSuperAdmin(tx, second.id, false));
    expect((await listAccounts()).find((a) => a.id === second.id)?.role).toBe('owner');
    await expect(t.db.transaction((tx) => setSuperAdmin(tx, me.id, false))).rejects.toMatchObject(
      last,
    );
    await t.db.transaction((tx) => setSuperAdmin(tx, second.id, true));
    expect((await listAccounts()).find((a) => a.id === second.id)?.role).toBe('super_admin');
    // A demoted account's old tokens stop: its role changed.
    expect((await get('/api/superadmin/accounts', second.headers)).statusCode).toBe(401);
  });

  // Runs last: it switches the demo admin off and on, ending the tokens the tests above use.
  it('of two super admins switching each other off at once, exactly one stays working', async () => {
    const me = await leaveOnlyDemoAdmin();
    const x = await newSuperAdmin();
    const y = await newSuperAdmin();
    expect((await setDisabled(me.id, true, x.headers)).statusCode).toBe(200);
    const [xy, yx] = await Promise.all([
      setDisabled(y.id, true, x.headers),
      setDisabled(x.id, true, y.headers),
    ]);
    // The loser is refused as the last admin's switch-off, or (its session ended first) as a stale token.
    const statuses = [xy.statusCode, yx.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const survivor = xy.statusCode === 200 ? x : y;
    const working = (await listAccounts(survivor.headers)).filter(
      (a) => a.role === 'super_admin' && !a.disabled,
    );
    expect(working.map((a) => a.id)).toEqual([survivor.id]);
    expect((await setDisabled(me.id, false, survivor.headers)).statusCode).toBe(200);
  });
});
