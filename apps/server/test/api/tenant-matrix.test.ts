import { randomBytes } from 'node:crypto';
import { messages } from '@depot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { RouteEntry } from '../../src/plugins/auth';
import { asAdmin, bearer, newEmployee, signToken } from '../fixtures';
import { createTestApp, type TestContext } from '../helpers';
import { newFarm, type TestFarm } from '../iot-fixtures';
import { newDepot, type TestDepot } from '../telemetry';
import { insertTracker } from '../tracker-fixtures';

/**
 * Every API route of the route table against every kind of caller. A new route is covered as
 * soon as it is registered: its declared access decides what each caller must get.
 */
type Caller = 'visitor' | 'forged' | 'ownerA' | 'employeeA' | 'ownerB' | 'superAdmin';
const CALLERS: Caller[] = ['visitor', 'forged', 'ownerB', 'ownerA', 'employeeA', 'superAdmin'];

let t: TestContext;
let a: TestDepot;
let b: TestDepot;
let farmA: TestFarm;
const headers = {} as Record<Caller, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  a = await newDepot(t);
  b = await newDepot(t);
  headers.visitor = {};
  headers.forged = bearer(
    signToken(
      { sub: String(a.accountId), iat: Math.floor(Date.now() / 1000) },
      randomBytes(32).toString('hex'),
    ),
  );
  headers.ownerA = await t.authAs(a.username, a.password);
  headers.ownerB = await t.authAs(b.username, b.password);
  headers.employeeA = (await newEmployee(t, a.username)).headers;
  headers.superAdmin = await asAdmin(t);
  await insertTracker(t.db, a.accountId, { id: `${a.username}-motor-1`, name: 'Motor 1' });
  farmA = await newFarm(t, a);
});
afterAll(() => t.close());

/** A sale of depot A, so routes taking a sale id have a real target of A's. */
async function saleOfA() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: headers.ownerA,
    payload: { username: a.username, cart: [{ id: 1, quantity: 1, isDelivery: false }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ transaction_id: number }>().transaction_id;
}

async function urlFor(route: RouteEntry) {
  let url = route.url
    .replace(':username', a.username)
    .replace(':sensorId', a.level)
    .replace(':endpoint', 'tanks')
    .replace('*', 'index.html');
  // Depot A's actuator: the command route's owner check meets a real target.
  if (route.url.startsWith('/api/sf/actuators/')) url = url.replace(':id', farmA.pump);
  if (url.includes(':id')) {
    url = url.replace(':id', route.url.startsWith('/api/sales/') ? String(await saleOfA()) : '1');
  }
  // The live stream names its depot in the query.
  if (route.url === '/api/events') url += `?username=${a.username}`;
  // Tracker ranges need their dates (and read depot A's bike).
  if (/^\/api\/tracker\/(history|summary)\//.test(route.url)) {
    url += '?start_date=2024-03-05&end_date=2024-03-05';
  }
  return url;
}

/** The answer to a route; a live stream (text/event-stream) is ended once its status is known. */
async function request(route: RouteEntry, url: string, caller: Caller) {
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const res = await t.app.inject({
    method: route.method as 'GET',
    url,
    headers: headers[caller],
    // A body naming depot A: the depot check covers bodies too.
    ...(withBody ? { payload: { username: a.username } } : {}),
    payloadAsStream: true,
  });
  const stream = res.stream();
  let body = '';
  if (String(res.headers['content-type']).startsWith('text/event-stream')) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return { statusCode: res.statusCode, headers: res.headers, body, json: () => JSON.parse(body) };
}

const allowed = (status: number) => status < 500 && status !== 401 && status !== 403;

describe('tenant matrix', () => {
  it('the route table covers every API route and each declares its access', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(20);
    for (const route of t.app.routeTable) {
      expect(['public', 'device', 'depot', 'owner', 'superAdmin']).toContain(route.access);
    }
  });

  it('declarations are plausible: depot data is never public, admin paths are super admin only', () => {
    for (const route of t.app.routeTable) {
      const where = `${route.method} ${route.url}`;
      if (route.url.includes(':username'))
        expect(['depot', 'owner'], where).toContain(route.access);
      if (/^\/api\/(admin|superadmin)\//.test(route.url)) {
        expect(route.access, where).toBe('superAdmin');
      }
      if (route.access === 'public') expect(route.method, where).toMatch(/^(GET|POST)$/);
    }
  });

  it('a route that declares no access cannot be registered', async () => {
    const app = await buildApp({
      database: t.database,
      jwtSecret: t.jwtSecret,
      jwtExpiresIn: '1h',
    });
    try {
      expect(() => app.get('/api/test/undeclared', () => ({}))).toThrow(
        /declares no config.access/,
      );
    } finally {
      await app.close();
    }
  });

  // Logging out revokes the caller's token: the auth routes run last, logout the very last.
  const rank = (route: RouteEntry) =>
    route.url === '/api/auth/logout' ? 2 : Number(route.url.startsWith('/api/auth/'));
  const routes = () => [...t.app.routeTable].sort((x, y) => rank(x) - rank(y));

  it('every route answers each caller as its access declares', async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      const url = await urlFor(route);
      for (const caller of CALLERS) {
        const res = await request(route, url, caller);
        const where = `${route.method} ${route.url} (${route.access}) as ${caller}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        const body = String(res.headers['content-type']).includes('json') ? res.json() : undefined;
        const expectDenied = (status: number, message: string) => {
          if (res.statusCode !== status || body?.message !== message) failures.push(where);
        };
        if (res.statusCode >= 500) failures.push(where);
        else if (route.access === 'public') {
          if (!allowed(res.statusCode)) failures.push(where);
        } else if (route.access === 'device') {
          // A user's token is not a device key.
          if (res.statusCode !== 401) failures.push(where);
        } else if (caller === 'visitor' || caller === 'forged') {
          expectDenied(401, messages.api.unauthorized);
        } else if (route.access === 'superAdmin' && caller !== 'superAdmin') {
          expectDenied(403, messages.api.adminOnly);
        } else if (route.access === 'owner' && caller === 'employeeA') {
          expectDenied(403, messages.api.ownerOnly);
        } else if (
          caller === 'ownerB' &&
          (route.url.includes(':username') ||
            url.includes(`username=${a.username}`) ||
            body === undefined)
        ) {
          expectDenied(403, messages.api.forbidden);
        } else if (caller === 'ownerB' && route.url.includes(':id')) {
          // Another depot's record answers as a missing one would.
          if (res.statusCode !== 404 && res.statusCode !== 403) failures.push(where);
        } else if (caller === 'ownerB' && route.method !== 'GET') {
          expectDenied(403, messages.api.forbidden);
        } else if (!allowed(res.statusCode)) failures.push(where);
      }
    }
    expect(failures).toEqual([]);
  });
});
