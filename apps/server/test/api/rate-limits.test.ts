import { messages } from '@depot/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  INGEST_PER_SENSOR,
  LOGIN_PER_ADDRESS,
  OSMAND_PER_ADDRESS,
  OSMAND_PER_TRACKER,
  REGISTER_PER_ADDRESS,
  REPORTS_PER_ACCOUNT,
} from '../../src/config/rate-limits';
import {
  insertAccount,
  login,
  newEmployee,
  register,
  unique,
  validRegistration,
} from '../fixtures';
import { createTestApp, DEMO, newClientAddress } from '../helpers';
import { useTestApp } from '../use-test-app';
import { newDepot, newTracker } from '../telemetry';

const t = useTestApp();

/** A 429 from a request limit: its Retry-After inside the window, and the message saying it. */
function expectLimited(res: LightMyRequestResponse, windowMs: number) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  expect(res.json()).toEqual({
    success: false,
    message: messages.api.tooManyRequests(retryAfter),
  });
}

/** Sends `n` requests one after the other and returns their statuses. */
async function statuses(n: number, send: (i: number) => Promise<LightMyRequestResponse>) {
  const seen: number[] = [];
  for (let i = 0; i < n; i += 1) seen.push((await send(i)).statusCode);
  return seen;
}

describe('POST /api/auth/login', () => {
  const post = (payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

  it(`answers 429 from one address after ${LOGIN_PER_ADDRESS.max} requests, before reading them`, async () => {
    const address = newClientAddress();
    const before = await statuses(LOGIN_PER_ADDRESS.max, () => post({}, address));
    expect(before).toEqual(Array(LOGIN_PER_ADDRESS.max).fill(400));
    // Even the right password: the address is over its limit.
    expectLimited(await post(DEMO.owner, address), LOGIN_PER_ADDRESS.windowMs);
    expect((await post(DEMO.owner, newClientAddress())).statusCode).toBe(200);
  });

  it('lets the right password from a fresh address in after 30 wrong ones from two addresses', async () => {
    // The review's attack: once a per-username limit here locked the owner out for 15 minutes.
    const username = unique('target');
    await insertAccount(t.db, { username, password: 'sandi-rahasia' });
    const addresses = [newClientAddress(), newClientAddress()];
    const guesses = await statuses(30, (i) =>
      login(t, i % 2 ? username : username.toUpperCase(), 'salah-sandi', addresses[i % 2] ?? ''),
    );
    // Three checked in all, then both addresses wait for the account (auth-lockout.test.ts).
    expect(guesses).toEqual([401, 401, 401, ...Array(27).fill(429)]);
    const owner = await login(t, username, 'sandi-rahasia', newClientAddress());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().failed_logins).toMatchObject({ count: 30 });
  });
});

describe('POST /api/auth/register', () => {
  it(`answers 429 from one address after ${REGISTER_PER_ADDRESS.max} requests`, async () => {
    const address = newClientAddress();
    const before = await statuses(REGISTER_PER_ADDRESS.max, () => register(t, {}, address));
    expect(before).toEqual(Array(REGISTER_PER_ADDRESS.max).fill(400));
    expectLimited(await register(t, validRegistration(), address), REGISTER_PER_ADDRESS.windowMs);
    expect((await register(t, validRegistration(), newClientAddress())).statusCode).toBe(202);
  });
});

describe('POST /api/ingest/:sensorId', () => {
  const send = (sensorId: string, remoteAddress: string, key = 'kunci-salah') =>
    t.app.inject({
      method: 'POST',
      url: `/api/ingest/${sensorId}`,
      headers: { authorization: `Bearer ${key}` },
      payload: { distance_cm: 40 },
      remoteAddress,
    });

  it(`answers 429 for one sensor from one address after ${INGEST_PER_SENSOR.max} requests`, async () => {
    const address = newClientAddress();
    const before = await statuses(INGEST_PER_SENSOR.max, () => send('depot1-level', address));
    expect(before).toEqual(Array(INGEST_PER_SENSOR.max).fill(401));
    expectLimited(await send('depot1-level', address, DEMO.deviceKey), INGEST_PER_SENSOR.windowMs);
    // The same sensor from another address, and another sensor from this one, still get through.
    expect((await send('depot1-level', newClientAddress(), DEMO.deviceKey)).statusCode).toBe(200);
    expect((await send('depot1-tap-a', address)).statusCode).toBe(401);
  });
});

/** Sends `n` requests, `width` at a time, and returns their statuses in order. */
async function statusesSideBySide(
  n: number,
  send: (i: number) => Promise<LightMyRequestResponse>,
  width = 50,
) {
  const seen: number[] = [];
  for (let i = 0; i < n; i += width) {
    const chunk = Array.from({ length: Math.min(width, n - i) }, (_, j) => send(i + j));
    seen.push(...(await Promise.all(chunk)).map((r) => r.statusCode));
  }
  return seen;
}

describe('/api/osmand', () => {
  const s = () => Math.floor(Date.now() / 1000) - 60;
  /** Traccar Client 10's heartbeat without a fix, as a form. */
  const form = (key: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${encodeURIComponent(key)}&timestamp=${s()}&batt=80`,
      remoteAddress,
    });
  /** Traccar Client 9's JSON, without coords. */
  const json = (key: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/osmand',
      payload: { device_id: key, location: { timestamp: new Date().toISOString() } },
      remoteAddress,
    });
  const query = (key: string, remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/osmand?id=${encodeURIComponent(key)}&timestamp=${s()}`,
      remoteAddress,
    });

  it(`counts ${OSMAND_PER_TRACKER.max} requests a minute per tracker key, in a form or JSON alike, from any address`, async () => {
    const depot = await newDepot(t);
    const [a, b, c] = [
      await newTracker(t, depot, 'Motor A'),
      await newTracker(t, depot, 'Motor B'),
      await newTracker(t, depot, 'Motor C'),
    ];
    // Three bikes behind the depot's Wi-Fi: A sends its limit, as forms.
    const wifi = newClientAddress();
    const sent = await statusesSideBySide(OSMAND_PER_TRACKER.max, () => form(a!.key, wifi));
    expect(sent).toEqual(Array(OSMAND_PER_TRACKER.max).fill(200));
    expectLimited(await form(a!.key, wifi), OSMAND_PER_TRACKER.windowMs);
    // A's count follows its key, in JSON or a query, and onto mobile data.
    expectLimited(await json(a!.key, wifi), OSMAND_PER_TRACKER.windowMs);
    expectLimited(await query(a!.key, newClientAddress()), OSMAND_PER_TRACKER.windowMs);
    // B and C, behind the same address, are not held back by A.
    expect((await form(b!.key, wifi)).statusCode).toBe(200);
    expect((await json(c!.key, wifi)).statusCode).toBe(200);
    expect((await query(c!.key, wifi)).statusCode).toBe(200);
  }, 120_000);

  it(`answers 429 from one address after ${OSMAND_PER_ADDRESS.max} requests, whatever the keys`, async () => {
    const depot = await newDepot(t);
    const bike = await newTracker(t, depot);
    const address = newClientAddress();
    // Requests naming no key: no tracker's count, only the address ceiling counts them.
    const keyless = await statusesSideBySide(OSMAND_PER_ADDRESS.max, () =>
      t.app.inject({
        method: 'GET',
        url: '/api/osmand?lat=-6.3661&lon=106.8802',
        remoteAddress: address,
      }),
    );
    expect(keyless).toEqual(Array(OSMAND_PER_ADDRESS.max).fill(401));
    expectLimited(await query(bike.key, address), OSMAND_PER_ADDRESS.windowMs);
    expect((await query(bike.key, newClientAddress())).statusCode).toBe(200);
  }, 120_000);
});

describe('GET /api/reports/:username/*', () => {
  it(`answers 429 to one account after ${REPORTS_PER_ACCOUNT.max} reports, counted over all three`, async () => {
    const owner = await t.authAs(DEMO.owner.username, DEMO.owner.password);
    const kinds = ['daily', 'weekly', 'monthly'];
    const get = (kind: string, headers: { authorization: string }) =>
      t.app.inject({ url: `/api/reports/depot1/${kind}`, headers });
    const before = await statuses(REPORTS_PER_ACCOUNT.max, (i) => get(kinds[i % 3] ?? '', owner));
    expect(before).toEqual(Array(REPORTS_PER_ACCOUNT.max).fill(200));
    for (const kind of kinds) expectLimited(await get(kind, owner), REPORTS_PER_ACCOUNT.windowMs);
    // The tank list is not a report; an employee of the same depot has a count of its own.
    expect((await t.app.inject({ url: '/api/tanks/depot1', headers: owner })).statusCode).toBe(200);
    const employee = await newEmployee(t, DEMO.owner.username);
    expect((await get('daily', employee.headers)).statusCode).toBe(200);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  it('counts each client the proxy names in X-Forwarded-For, not the proxy', async () => {
    const own = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const post = (client: string) =>
        own.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: {},
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      const client = newClientAddress();
      const before = await statuses(LOGIN_PER_ADDRESS.max, () => post(client));
      expect(before).toEqual(Array(LOGIN_PER_ADDRESS.max).fill(400));
      expectLimited(await post(client), LOGIN_PER_ADDRESS.windowMs);
      expect((await post(newClientAddress())).statusCode).toBe(400);
    } finally {
      await own.close();
    }
  });
});
