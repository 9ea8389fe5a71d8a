import { messages } from '@depot/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loginFailures } from '../../src/db/schema';
import { accountId, bearer, insertAccount, login, unique } from '../fixtures';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';

const t = useTestApp();

let lastOctet = 0;
/** A client address of its own, so failures recorded by one test never block another. */
const newAddress = () => `10.1.${Math.floor(++lastOctet / 250)}.${(lastOctet % 250) + 1}`;

/** No response, success or failure, carries a password, a hash or its scheme name. */
function expectNoSecrets(res: LightMyRequestResponse, password: string) {
  const body = res.body.toLowerCase();
  expect(body).not.toContain('hash');
  expect(body).not.toContain('scrypt');
  expect(body).not.toContain(password.toLowerCase());
  expect(Object.keys(res.json<object>())).not.toContain('password');
}

async function newAccount(password = 'sandi-rahasia') {
  const username = unique('login');
  await insertAccount(t.db, { username, password });
  return { username, password };
}

/**
 * Failures recorded `minutesAgo` (3 by default: past the per-account delay, which would refuse
 * quick attempts from one address long before 10; auth-lockout.test.ts covers it).
 */
async function failTimes(n: number, username: string, address: string, minutesAgo = 3) {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  await t.db
    .insert(loginFailures)
    .values(
      Array.from({ length: n }, () => ({ username: username.toLowerCase(), ip: address, at })),
    );
}

function moveFailuresBack(username: string, minutes: number) {
  return t.db
    .update(loginFailures)
    .set({ at: new Date(Date.now() - minutes * 60_000) })
    .where(eq(loginFailures.username, username.toLowerCase()));
}

describe('POST /api/auth/login with the right credentials', () => {
  it('logs the owner in with a JWT that opens their own profile', async () => {
    const res = await login(t, DEMO.owner.username, DEMO.owner.password);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string }>();
    expect(body).toMatchObject({
      success: true,
      is_super_admin: false,
      message: messages.login.success,
    });
    const [header, payload, signature] = body.token.split('.');
    expect(signature).toBeTruthy();
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(claims.sub).toBe(String(await accountId(t.db, DEMO.owner.username)));
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    const profile = await t.app.inject({ url: '/api/profile/depot1', headers: bearer(body.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      username: 'depot1',
      depot_name: 'Depot Air Tirta Segar',
    });
    expect(res.body.toLowerCase()).not.toMatch(/password|hash|scrypt/);
  });

  it('tells the super admin that they are one', async () => {
    const res = await login(t, DEMO.admin.username, DEMO.admin.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      is_super_admin: true,
      message: messages.login.success,
    });
    expect(res.body.toLowerCase()).not.toMatch(/password|hash|scrypt/);
  });

  it('accepts the username in any letter case and with surrounding spaces', async () => {
    for (const typed of ['DEPOT1', 'Depot1', '  depot1  ']) {
      const res = await login(t, typed, DEMO.owner.password, newAddress());
      expect(res.statusCode, typed).toBe(200);
      expect(res.json()).toMatchObject({ success: true, username: 'depot1' });
    }
  });
});

describe('POST /api/auth/login with wrong credentials', () => {
  it('refuses a wrong password with 401 and the spec message', async () => {
    const res = await login(t, DEMO.owner.username, 'depot124', newAddress());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: messages.login.failed });
    expectNoSecrets(res, 'depot124');
  });

  it('refuses a password typed in the wrong letter case', async () => {
    const res = await login(t, DEMO.owner.username, 'DEPOT123', newAddress());
    expect(res.statusCode).toBe(401);
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const res = await login(t, unique('nobody'), 'whatever1', newAddress());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: messages.login.failed });
    expectNoSecrets(res, 'whatever1');
  });
});

describe('POST /api/auth/login with a malformed request', () => {
  const post = (payload: string | object, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { 'content-type': contentType },
    });

  it.each([
    ['an empty username', { username: '', password: 'x' }],
    ['a blank username', { username: '   ', password: 'x' }],
    ['an empty password', { username: 'depot1', password: '' }],
    ['no username', { password: 'depot123' }],
    ['no password', { username: 'depot1' }],
    ['an empty object', {}],
  ])('refuses %s with 400 and the required-fields message', async (_, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.login.required });
  });

  it.each([['a number as username', { username: 5, password: 'depot123' }]])(
    'refuses a body with %s with 400',
    async (_, payload) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/username|password/i),
      });
    },
  );

  it('refuses an unknown field with 400', async () => {
    const res = await post({ ...DEMO.owner, remember: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('refuses malformed JSON with 400 and the invalid-JSON message', async () => {
    const res = await post('{"username": "depot1", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.api.invalidJson });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await post(
      JSON.stringify({ username: 'depot1', password: 'x'.repeat(1024 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: messages.api.bodyTooLarge('1 MB') });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded'])(
    'refuses a %s body with 415',
    async (contentType) => {
      const res = await post('username=depot1&password=depot123', contentType);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ success: false, message: messages.api.unsupportedMediaType });
    },
  );
});

describe('POST /api/auth/login throttling', () => {
  it('refuses the 11th attempt after 10 failures, even with the right password', async () => {
    const { username, password } = await newAccount();
    const address = newAddress();
    await failTimes(10, username, address);
    const res = await login(t, username, password, address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, message: messages.login.tooManyAttempts(12) });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(660);
    expect(retryAfter).toBeLessThanOrEqual(720);
    expectNoSecrets(res, password);
  });

  it('still checks the password on the 10th attempt', async () => {
    const { username, password } = await newAccount();
    const address = newAddress();
    await failTimes(9, username, address);
    expect((await login(t, username, password, address)).statusCode).toBe(200);
  });

  it('blocks only that username from that address', async () => {
    const blocked = await newAccount();
    const other = await newAccount();
    const address = newAddress();
    await failTimes(10, blocked.username, address);
    expect((await login(t, blocked.username, blocked.password, address)).statusCode).toBe(429);
    expect((await login(t, other.username, other.password, address)).statusCode).toBe(200);
    expect((await login(t, blocked.username, blocked.password, newAddress())).statusCode).toBe(200);
  });

  it('counts the username case-insensitively and ignores a forged X-Forwarded-For', async () => {
    const { username, password } = await newAccount();
    const address = newAddress();
    await failTimes(9, username, address);
    const tenth = await login(t, username.toUpperCase(), 'salah-password', address);
    expect(tenth.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: address,
      headers: { 'x-forwarded-for': newAddress() },
    });
    expect(res.statusCode).toBe(429);
  });

  it('throttles unknown usernames too', async () => {
    const username = unique('ghost');
    const address = newAddress();
    await failTimes(10, username, address);
    expect((await login(t, username, 'salah-password', address)).statusCode).toBe(429);
  });

  it('starts counting again after a successful login', async () => {
    const { username, password } = await newAccount();
    const address = newAddress();
    await failTimes(9, username, address);
    expect((await login(t, username, password, address)).statusCode).toBe(200);
    await failTimes(9, username, address);
    expect((await login(t, username, password, address)).statusCode).toBe(200);
  });

  it('tells how long to wait from the oldest of the last 10 failures', async () => {
    const { username, password } = await newAccount();
    const address = newAddress();
    await failTimes(10, username, address);
    await moveFailuresBack(username, 10);
    const res = await login(t, username, password, address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, message: messages.login.tooManyAttempts(5) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(240);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(300);
  });

  it('lets the user in again once the 15-minute window has passed', async () => {
    const { username, password } = await newAccount();
    const address = newAddress();
    await failTimes(10, username, address);
    expect((await login(t, username, password, address)).statusCode).toBe(429);
    await moveFailuresBack(username, 16);
    const res = await login(t, username, password, address);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: messages.login.success });
  });
});
