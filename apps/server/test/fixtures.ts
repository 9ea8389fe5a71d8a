import { createHmac, randomBytes } from 'node:crypto';
import type { PendingRegistration, RegisterRequest } from '@depot/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { accounts } from '../src/db/schema';
import { hashPassword } from '../src/lib/secrets';
import { DEMO, newClientAddress, type TestContext } from './helpers';

let counter = 0;

/** A name no other test uses: `prefix-<n>-<random>`, valid as a username and a sensor id. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}`;
}

/** Inserts an account straight into the database (an employee when `employerId` is set). */
export async function insertAccount(
  db: Db,
  row: { username: string; password: string; employerId?: number; isSuperAdmin?: boolean },
): Promise<number> {
  const [account] = await db
    .insert(accounts)
    .values({
      username: row.username,
      passwordHash: await hashPassword(row.password),
      employerId: row.employerId,
      isSuperAdmin: row.isSuperAdmin ?? false,
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('account insert returned no row');
  return account.id;
}

export async function accountId(db: Db, username: string): Promise<number> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, username));
  if (!row) throw new Error(`no account ${username}`);
  return row.id;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An HS256 JWT built by hand, to forge tokens the app did not issue. */
export function signToken(payload: Record<string, unknown>, secret: string): string {
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A complete, valid registration request with a fresh username and fresh sensor ids. */
export function validRegistration(overrides: Partial<RegisterRequest> = {}) {
  const username = unique('reg');
  return {
    username,
    password: 'rahasia123',
    depot_name: 'Depot Air Sejahtera',
    address: 'Jl. Melati No. 5, Bogor',
    tank_name: 'Tangki Utama',
    capacity: 1500,
    height_cm: 150,
    sensor_id_main: `${username}-level`,
    sensor_name_main: 'Sensor Level',
    optional_sensors: [],
    ...overrides,
  } satisfies RegisterRequest;
}

export type Registration = ReturnType<typeof validRegistration>;

/** Sends a registration request, from an address of its own unless one is given. */
export function register(t: TestContext, payload: unknown, remoteAddress = newClientAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: payload as object,
    remoteAddress,
  });
}

export function login(
  t: TestContext,
  username: string,
  password: string,
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
  });
}

export type PendingItem = PendingRegistration;

const adminHeaders = new WeakMap<TestContext, { authorization: string }>();

/** The super admin's bearer header, logged in once per test context. */
export async function asAdmin(t: TestContext) {
  let headers = adminHeaders.get(t);
  if (!headers) {
    headers = await t.authAs(DEMO.admin.username, DEMO.admin.password);
    adminHeaders.set(t, headers);
  }
  return headers;
}

/** The pending list as the super admin sees it. */
export async function pendingList(t: TestContext): Promise<PendingItem[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/pending-registrations',
    headers: await asAdmin(t),
  });
  if (res.statusCode !== 200) throw new Error(`pending list failed: ${res.body}`);
  return res.json<PendingItem[]>();
}

export async function pendingOf(t: TestContext, username: string) {
  return (await pendingList(t)).filter((p) => p.username.toLowerCase() === username.toLowerCase());
}

export interface LoggedIn {
  id: number;
  username: string;
  headers: { authorization: string };
}

/** A depot owner of its own (an account without tank or sensors), logged in. */
export async function newOwner(t: TestContext, prefix = 'owner'): Promise<LoggedIn> {
  const username = unique(prefix);
  const password = 'rahasia123';
  const id = await insertAccount(t.db, { username, password });
  return { id, username, headers: await t.authAs(username, password) };
}

/** An employee of `employer`'s depot, logged in. */
export async function newEmployee(t: TestContext, employer: string): Promise<LoggedIn> {
  const username = unique('kasir');
  const password = 'rahasia123';
  const employerId = await accountId(t.db, employer);
  const id = await insertAccount(t.db, { username, password, employerId });
  return { id, username, headers: await t.authAs(username, password) };
}

/**
 * Rings up `gallons` pickup gallons (product 1) at `username`'s depot as `headers`; answers the
 * new transaction's id, or throws when the sale is not saved.
 */
export async function sellGallons(
  t: Pick<TestContext, 'app'>,
  headers: Record<string, string>,
  username: string,
  gallons = 1,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers,
    payload: { username, cart: [{ id: 1, quantity: gallons, isDelivery: false }] },
  });
  if (res.statusCode !== 200) throw new Error(`sale failed: ${res.statusCode} ${res.body}`);
  return res.json<{ transaction_id: number }>().transaction_id;
}
