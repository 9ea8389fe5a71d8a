import { messages } from '@depot/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, auditLog, pendingRegistrations, sensors, tanks } from '../../src/db/schema';
import { hashDeviceKey } from '../../src/lib/secrets';
import {
  accountId,
  asAdmin,
  insertAccount,
  pendingOf,
  register,
  unique,
  validRegistration,
  type Registration,
} from '../fixtures';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';

const t = useTestApp();

/** Submits a registration with a flow, a quality and an "other" sensor; returns it and its id. */
async function submit(overrides: Partial<Registration> = {}) {
  const base = validRegistration();
  const r = validRegistration({
    username: base.username,
    optional_sensors: [
      { id: `${base.username}-tap-b`, name: 'Keran B', kind: 'flow_b' },
      { id: `${base.username}-quality`, name: 'Kualitas Air', kind: 'quality' },
      { id: `${base.username}-suhu`, name: 'Suhu', kind: 'other' },
    ],
    ...overrides,
  });
  const res = await register(t, r);
  if (res.statusCode !== 202) throw new Error(`register failed: ${res.body}`);
  const [item] = await pendingOf(t, r.username);
  if (!item) throw new Error('registration not pending');
  return { r, id: item.id, item, sensorIds: item.sensors.map((s) => s.sensor_id) };
}

const approve = async (id: number | string, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/approve-registration/${id}`,
    headers: headers ?? (await asAdmin(t)),
  });

const reject = async (id: number | string, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/admin/reject-registration/${id}`,
    headers: headers ?? (await asAdmin(t)),
  });

const ownerHeaders = () => t.authAs(DEMO.owner.username, DEMO.owner.password);

function sensorRows(ids: string[]) {
  return t.db.select().from(sensors).where(inArray(sensors.sensorId, ids));
}

function accountsNamed(username: string) {
  return t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(sql`lower(${accounts.username})`, username.toLowerCase()));
}

describe('POST /api/admin/approve-registration/:id', () => {
  it('creates the account and answers with one fresh device key per sensor', async () => {
    const { r, id, sensorIds } = await submit();
    const res = await approve(id);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; device_keys: Record<string, string> }>();
    expect(body.message).toBe(messages.admin.approved(r.username));
    expect(Object.keys(body.device_keys).sort()).toEqual([...sensorIds].sort());
    const keys = Object.values(body.device_keys);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(key.length).toBeGreaterThanOrEqual(40);
      expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(key).not.toBe(DEMO.deviceKey);
      expect(new Set(key).size).toBeGreaterThan(15);
    }
    expect(res.body.toLowerCase()).not.toMatch(/password|hash|scrypt/);
    expect(await pendingOf(t, r.username)).toEqual([]);
  });

  it('lets the new owner log in with the requested password and read their profile', async () => {
    const { r, id } = await submit();
    expect((await approve(id)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: r.username, password: r.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, is_super_admin: false });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const profile = await t.app.inject({ url: `/api/profile/${r.username}`, headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      username: r.username,
      depot_name: r.depot_name,
      address: r.address,
      employee_of: null,
    });
    const admin = await t.app.inject({ url: '/api/admin/pending-registrations', headers });
    expect(admin.statusCode).toBe(403);
  });

  it('stores the tank and only the SHA-256 of each device key, with kind, tap and main flag', async () => {
    const { r, id } = await submit();
    const keys = (await approve(id)).json<{ device_keys: Record<string, string> }>().device_keys;
    const owner = await accountId(t.db, r.username);
    const [tank, ...otherTanks] = await t.db.select().from(tanks).where(eq(tanks.accountId, owner));
    expect(otherTanks).toEqual([]);
    expect(tank).toMatchObject({ name: r.tank_name, capacity: 1500, heightCm: 150 });

    const rows = await t.db.select().from(sensors).where(eq(sensors.accountId, owner));
    const byId = Object.fromEntries(rows.map((s) => [s.sensorId, s]));
    expect(Object.keys(byId).sort()).toEqual(Object.keys(keys).sort());
    for (const [sensorId, key] of Object.entries(keys)) {
      const row = byId[sensorId];
      expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.keyHash).toBe(hashDeviceKey(key));
      expect(JSON.stringify(row)).not.toContain(key);
      expect(row?.tankId).toBe(tank?.id);
    }
    const shape = (sensorId: string) => {
      const row = byId[sensorId];
      return [row?.name, row?.kind, row?.tap, row?.isMain];
    };
    expect(shape(r.sensor_id_main)).toEqual(['Sensor Level', 'level', null, true]);
    expect(shape(`${r.username}-tap-b`)).toEqual(['Keran B', 'flow', 'B', false]);
    expect(shape(`${r.username}-quality`)).toEqual(['Kualitas Air', 'quality', null, false]);
    expect(shape(`${r.username}-suhu`)).toEqual(['Suhu', 'other', null, false]);
  });

  it('answers 404 when the same request is approved a second time', async () => {
    const { id } = await submit();
    expect((await approve(id)).statusCode).toBe(200);
    const again = await approve(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: messages.admin.pendingNotFound });
  });

  it.each(['abc', '0', '-1', '1.5'])('answers 400 for the id %j', async (id) => {
    const res = await approve(id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('answers 404 for an id that never existed', async () => {
    const res = await approve(987654);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: messages.admin.pendingNotFound });
  });

  it('refuses an owner with 403 and a caller without a token with 401, leaving the request', async () => {
    const { r, id } = await submit();
    const asOwner = await approve(id, await ownerHeaders());
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json()).toEqual({ success: false, message: messages.api.adminOnly });
    const anonymous = await approve(id, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: messages.api.unauthorized });
    expect(await pendingOf(t, r.username)).toHaveLength(1);
    expect(await accountsNamed(r.username)).toEqual([]);
  });

  it('answers 409 and creates nothing when the username was taken meanwhile', async () => {
    const { r, id, sensorIds } = await submit();
    await insertAccount(t.db, { username: r.username.toUpperCase(), password: 'lain-123' });
    const res = await approve(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: messages.register.usernameTaken(r.username),
    });
    expect(await pendingOf(t, r.username)).toHaveLength(1);
    expect(await sensorRows(sensorIds)).toEqual([]);
    expect(await accountsNamed(r.username)).toHaveLength(1);
  });

  it('rolls back the account and tank when storing the sensors fails half-way', async () => {
    const { r, id, item } = await submit();
    // A request whose sensor list repeats an id passes the availability check but breaks the
    // sensors' primary key after the account and the tank were already inserted.
    await t.db
      .update(pendingRegistrations)
      .set({ sensors: [...item.sensors, { ...item.sensors[1]!, is_main: false }] })
      .where(eq(pendingRegistrations.id, id));
    const tanksBefore = await t.db.$count(tanks);
    const res = await approve(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: messages.admin.approveFailed });
    expect(await accountsNamed(r.username)).toEqual([]);
    expect(await t.db.$count(tanks)).toBe(tanksBefore);
    expect(await pendingOf(t, r.username)).toHaveLength(1);
  });

  it('answers 409 naming the sensor when one of its ids was registered meanwhile', async () => {
    const { r, id, sensorIds } = await submit();
    const taken = `${r.username}-quality`;
    await t.db.insert(sensors).values({
      sensorId: taken,
      accountId: await accountId(t.db, DEMO.owner.username),
      name: 'Dipakai',
      kind: 'quality',
      keyHash: hashDeviceKey('x'),
    });
    const res = await approve(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: messages.register.sensorTaken(taken) });
    expect(await pendingOf(t, r.username)).toHaveLength(1);
    expect(await accountsNamed(r.username)).toEqual([]);
    expect((await sensorRows(sensorIds)).map((s) => s.sensorId)).toEqual([taken]);
  });
});

describe('DELETE /api/admin/reject-registration/:id', () => {
  it('deletes the request, which frees its username and sensor ids', async () => {
    const { r, id } = await submit();
    const res = await reject(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.admin.rejected });
    expect(await pendingOf(t, r.username)).toEqual([]);
    expect(await accountsNamed(r.username)).toEqual([]);

    const again = await register(t, r);
    expect(again.statusCode).toBe(202);
    expect(await pendingOf(t, r.username)).toHaveLength(1);
  });

  it('answers 404 when the request is already gone', async () => {
    const { id } = await submit();
    expect((await reject(id)).statusCode).toBe(200);
    for (const missing of [id, 987654]) {
      const res = await reject(missing);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: messages.admin.pendingNotFound });
    }
    expect((await approve(id)).statusCode).toBe(404);
  });

  it.each(['abc', '0', '2.5'])('answers 400 for the id %j', async (id) => {
    const res = await reject(id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('refuses an owner with 403 and a caller without a token with 401, leaving the request', async () => {
    const { r, id } = await submit({ username: unique('keep') });
    const asOwner = await reject(id, await ownerHeaders());
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json()).toEqual({ success: false, message: messages.api.adminOnly });
    expect((await reject(id, {})).statusCode).toBe(401);
    expect(await pendingOf(t, r.username)).toHaveLength(1);
  });
});

describe('the audit log of registration decisions', () => {
  const entriesOf = (id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetTable, 'pending_registrations'), eq(auditLog.targetId, String(id))),
      );

  it('records who approved which request, with the request but never its password hash', async () => {
    const { r, id } = await submit();
    expect((await approve(id)).statusCode).toBe(200);
    const [newAccount] = await accountsNamed(r.username);
    const entries = await entriesOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'registration.approve',
      actorUsername: DEMO.admin.username,
      before: { username: r.username, depot_name: r.depot_name, tank_name: r.tank_name },
      after: { account_id: newAccount!.id, username: r.username },
    });
    expect(JSON.stringify(entries[0]).toLowerCase()).not.toMatch(/scrypt|hash|rahasia123/);
  });

  it('records a rejection with the deleted request; a refused or missing one leaves no entry', async () => {
    const { r, id } = await submit();
    expect((await reject(id, await ownerHeaders())).statusCode).toBe(403);
    expect(await entriesOf(id)).toEqual([]);
    expect((await reject(id)).statusCode).toBe(200);
    expect((await reject(id)).statusCode).toBe(404);
    const entries = await entriesOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'registration.reject',
      before: { username: r.username, address: r.address },
      after: null,
    });
    expect(JSON.stringify(entries[0]).toLowerCase()).not.toMatch(/scrypt|hash|rahasia123/);
  });
});
