import { randomBytes } from 'node:crypto';
import { messages, type ProductResult } from '@depot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { RouteEntry } from '../../src/plugins/auth';
import { eq } from 'drizzle-orm';
import { sensors } from '../../src/db/schema';
import { asAdmin, bearer, newEmployee, sellGallons, signToken } from '../fixtures';
import { useTestApp } from '../use-test-app';
import { newFarm, type TestFarm } from '../iot-fixtures';
import { newDepot, type TestDepot } from '../telemetry';
import { insertTracker } from '../tracker-fixtures';

/**
 * Every API route of the route table against every kind of caller. A new route is covered as
 * soon as it is registered: its declared access decides what each caller must get.
 */
type Caller =
  | 'visitor'
  | 'forged'
  | 'ownerA'
  | 'employeeA'
  | 'ownerB'
  | 'superAdmin'
  | 'deviceKeyA'
  | 'deletedDevice'
  | 'employeeOfDisabled'
  | 'employeeOfReenabled';
const CALLERS: Caller[] = [
  'visitor',
  'forged',
  'ownerB',
  'ownerA',
  'employeeA',
  'superAdmin',
  'deviceKeyA',
  'deletedDevice',
  'employeeOfDisabled',
  'employeeOfReenabled',
];
/** Callers no route but a device's opens: not a session of a working account. */
const NO_SESSION: Caller[] = [
  'visitor',
  'forged',
  'deviceKeyA',
  'deletedDevice',
  'employeeOfDisabled',
  'employeeOfReenabled',
];

const t = useTestApp();
let a: TestDepot;
let b: TestDepot;
let farmA: TestFarm;
/** A depot whose level sensor was deleted: its key names a device that is no more. */
let gone: TestDepot;
const headers = {} as Record<Caller, Record<string, string>>;

beforeAll(async () => {
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
  // The review's callers: a device key as a bearer token, a deleted device's key, and the
  // employees of a depot switched off (and of one switched off and on again).
  headers.deviceKeyA = bearer(a.key);
  gone = await newDepot(t);
  headers.deletedDevice = bearer(gone.key);
  await t.db.delete(sensors).where(eq(sensors.sensorId, gone.level));
  const setDisabled = async (accountId: number, disabled: boolean) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/superadmin/accounts/${accountId}/disabled`,
      headers: headers.superAdmin,
      payload: { disabled },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const off = await newDepot(t);
  headers.employeeOfDisabled = (await newEmployee(t, off.username)).headers;
  await setDisabled(off.accountId, true);
  const again = await newDepot(t);
  headers.employeeOfReenabled = (await newEmployee(t, again.username)).headers;
  await setDisabled(again.accountId, true);
  await setDisabled(again.accountId, false);
});

/** A sale of depot A, so routes taking a sale id have a real target of A's. */
async function saleOfA() {
  return sellGallons(t, headers.ownerA, a.username);
}

async function urlFor(route: RouteEntry) {
  let url = route.url
    .replace(':username', a.username)
    .replace(':sensorId', a.level)
    .replace(':endpoint', 'tanks')
    .replace('*', 'index.html');
  // Depot A's actuator: the command route's owner check meets a real target.
  if (route.url.startsWith('/api/sf/actuators/')) url = url.replace(':id', farmA.pump);
  // A product id A does not have: archiving A's Galon 19L would leave the sale routes nothing to sell.
  if (route.url.startsWith('/api/products/')) url = url.replace(':id', '987654');
  if (url.includes(':id')) {
    url = url.replace(':id', route.url.startsWith('/api/sales/') ? String(await saleOfA()) : '1');
  }
  // The live stream names its depot in the query.
  if (route.url === '/api/events') url += `?username=${a.username}`;
  // The CSV exports need their range.
  if (route.url.endsWith('.csv')) url += '?from=2024-03-01&to=2024-03-05';
  // Tracker ranges need their dates (and read depot A's bike).
  if (/^\/api\/tracker\/(history|summary)\//.test(route.url)) {
    url += '?start_date=2024-03-05&end_date=2024-03-05';
  }
  return url;
}

/** The answer to a route; a live stream (text/event-stream) is ended once its status is known. */
async function request(route: RouteEntry, url: string, caller: Caller, payload?: object) {
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const res = await t.app.inject({
    method: route.method as 'GET',
    // A deleted device sends as itself.
    url: caller === 'deletedDevice' ? url.replace(a.level, gone.level) : url,
    headers: headers[caller],
    // A body naming depot A: the depot check covers bodies too.
    ...(withBody ? { payload: payload ?? { username: a.username } } : {}),
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

  it("answers another depot's record exactly like a missing one, on every addressed route", async () => {
    // Depot B's owner names depot A's things, then things that do not exist: the two answers
    // (status and body) must be the same, or ids and usernames could be probed.
    const employeeOfA = (await newEmployee(t, a.username)).id;
    const saleId = await saleOfA();
    const trackerOfA = `${a.username}-motor-1`;
    // Product ids count per depot (every depot has a 1 and a 2): a product A added has an id B lacks.
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/products/${a.username}`,
      headers: headers.ownerA,
      payload: { name: 'Tutup Galon', price: 1000, priceDelivery: 1000 },
    });
    const productOfA = added.json<ProductResult>().product?.id;
    const realId = (route: RouteEntry) => {
      if (route.url.startsWith('/api/sales/')) return String(saleId);
      if (route.url.startsWith('/api/products/')) return String(productOfA);
      if (route.url.startsWith('/api/sf/actuators/')) return farmA.pump;
      if (route.url.startsWith('/api/employees/')) return String(employeeOfA);
      if (/trackers?\//.test(route.url)) return trackerOfA;
      if (route.url.includes('/iot/devices/')) return String(farmA.deviceId);
      return '1';
    };
    const bodies: [RegExp, object][] = [
      [/^\/api\/sf\/actuators\//, { command: 'TURN_ON' }],
      [/^\/api\/employees\//, { name: 'Penyusup' }],
    ];
    const payloadOf = (route: RouteEntry) =>
      route.method === 'GET' || route.method === 'DELETE'
        ? undefined
        : (bodies.find(([re]) => re.test(route.url))?.[1] ?? { username: b.username });
    const send = async (route: RouteEntry, url: string) => {
      const res = await request(route, url, 'ownerB', payloadOf(route));
      return `${res.statusCode} ${res.body}`;
    };
    const differences: string[] = [];
    let compared = 0;
    for (const route of routes()) {
      if (route.access === 'public' || route.access === 'device') continue;
      if (route.url === '/api/auth/logout') continue;
      const fill = (username: string, id: string, sensorId: string) =>
        route.url
          .replace(':username', username)
          .replace(':id', id)
          .replace(':sensorId', sensorId)
          .replace(':endpoint', 'tanks');
      const pairs: [string, string][] = [];
      if (/:(id|sensorId)\b/.test(route.url)) {
        const id = realId(route);
        const missing = /^\d+$/.test(id) ? '987654' : 'tidak-ada-sama-sekali';
        // An id of A's under B's own name (or none), against a missing id there.
        pairs.push([fill(b.username, id, a.level), fill(b.username, missing, 'sensor-tidak-ada')]);
      }
      if (route.url.includes(':username')) {
        pairs.push([fill(a.username, '1', a.level), fill('depot-tidak-ada', '1', a.level)]);
        // A's bike named on B's own tracker reads, against a bike that does not exist.
        if (route.url.startsWith('/api/tracker/') && route.method === 'GET') {
          const q = /history|summary/.test(route.url)
            ? '&start_date=2024-03-05&end_date=2024-03-05'
            : '';
          pairs.push([
            `${fill(b.username, '1', a.level)}?tracker=${trackerOfA}${q}`,
            `${fill(b.username, '1', a.level)}?tracker=tidak-ada-99${q}`,
          ]);
        }
      }
      for (const [theirs, missing] of pairs) {
        compared += 1;
        const [x, y] = [await send(route, theirs), await send(route, missing)];
        if (x !== y) differences.push(`${route.method} ${theirs}: ${x} | ${missing}: ${y}`);
      }
    }
    expect(compared).toBeGreaterThan(40);
    expect(differences).toEqual([]);
  }, 120_000);

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
          // A user's token is not a device key; a device's own key opens its own route only.
          const ownKey = caller === 'deviceKeyA' && route.url.includes(':sensorId');
          if (ownKey ? !allowed(res.statusCode) : res.statusCode !== 401) failures.push(where);
        } else if (NO_SESSION.includes(caller)) {
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
          // Another depot's record answers as a missing one would; a body naming depot A is
          // refused before the record is looked at.
          if (route.method === 'GET' || route.method === 'DELETE') {
            if (res.statusCode !== 404) failures.push(where);
          } else expectDenied(403, messages.api.forbidden);
        } else if (caller === 'ownerB' && route.method !== 'GET') {
          expectDenied(403, messages.api.forbidden);
        } else if (!allowed(res.statusCode)) failures.push(where);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
