import { randomBytes } from 'node:crypto';
import { messages } from '@depot/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { accounts } from '../../src/db/schema';
import { accountId, bearer, insertAccount, signToken, unique } from '../fixtures';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';

const t = useTestApp();
let adminId: number;
beforeAll(async () => {
  adminId = await accountId(t.db, DEMO.admin.username);
});

type Method = 'GET' | 'POST' | 'DELETE';
const PROTECTED: { method: Method; url: string }[] = [
  { method: 'GET', url: '/api/profile/depot1' },
  { method: 'GET', url: '/api/admin/pending-registrations' },
  { method: 'POST', url: '/api/admin/approve-registration/1' },
  { method: 'DELETE', url: '/api/admin/reject-registration/1' },
];
const ADMIN_ROUTES = PROTECTED.filter((r) => r.url.startsWith('/api/admin/'));

const nowSeconds = () => Math.floor(Date.now() / 1000);
const ownerHeaders = () => t.authAs(DEMO.owner.username, DEMO.owner.password);

async function expectEveryRoute(
  routes: typeof PROTECTED,
  headers: Record<string, string>,
  status: number,
  message: string,
) {
  for (const route of routes) {
    const res = await t.app.inject({ ...route, headers });
    expect(res.statusCode, `${route.method} ${route.url}`).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
  }
}

describe('protected routes without a usable token answer 401', () => {
  it('with no token at all', async () => {
    await expectEveryRoute(PROTECTED, {}, 401, messages.api.unauthorized);
  });

  it.each([
    ['a malformed token', 'Bearer not.a.jwt'],
    ['a token without the Bearer scheme', 'Basic YWRtaW46YWRtaW4xMjM='],
    ['an empty bearer', 'Bearer '],
  ])('with %s', async (_, authorization) => {
    await expectEveryRoute(PROTECTED, { authorization }, 401, messages.api.unauthorized);
  });

  it('with a token signed by another secret', async () => {
    const forged = signToken(
      { sub: String(adminId), iat: nowSeconds() },
      randomBytes(32).toString('hex'),
    );
    await expectEveryRoute(PROTECTED, bearer(forged), 401, messages.api.unauthorized);
  });

  it('with an unsigned token (alg none)', async () => {
    const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: String(adminId) })}.`;
    await expectEveryRoute(PROTECTED, bearer(unsigned), 401, messages.api.unauthorized);
  });

  it('with an expired token', async () => {
    const expired = signToken(
      { sub: String(adminId), iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 },
      t.jwtSecret,
    );
    await expectEveryRoute(PROTECTED, bearer(expired), 401, messages.api.unauthorized);
  });

  it('with a token whose subject is not an account id', async () => {
    for (const sub of ['admin', '999999', '1.5']) {
      const token = signToken({ sub, iat: nowSeconds() }, t.jwtSecret);
      await expectEveryRoute(PROTECTED, bearer(token), 401, messages.api.unauthorized);
    }
  });

  it('with the valid token of an account deleted after it logged in', async () => {
    const username = unique('gone');
    const id = await insertAccount(t.db, { username, password: 'sandi-123', isSuperAdmin: true });
    const headers = await t.authAs(username, 'sandi-123');
    const before = await t.app.inject({ url: '/api/admin/pending-registrations', headers });
    expect(before.statusCode).toBe(200);

    await t.db.delete(accounts).where(eq(accounts.id, id));
    await expectEveryRoute(PROTECTED, headers, 401, messages.api.unauthorized);
  });

  it("while the same routes give the super admin their handlers' answers", async () => {
    const noSuchRequest = { success: false, message: messages.admin.pendingNotFound };
    // This file's database has no registration requests, so request 1 does not exist.
    const expected: Record<string, [number, unknown]> = {
      'GET /api/profile/depot1': [
        200,
        {
          username: 'depot1',
          depot_name: 'Depot Air Tirta Segar',
          address: 'Jl. Margonda Raya No. 21, Depok, Jawa Barat',
        },
      ],
      'GET /api/admin/pending-registrations': [200, []],
      'POST /api/admin/approve-registration/1': [404, noSuchRequest],
      'DELETE /api/admin/reject-registration/1': [404, noSuchRequest],
    };
    const headers = await t.authAs(DEMO.admin.username, DEMO.admin.password);
    for (const route of PROTECTED) {
      const name = `${route.method} ${route.url}`;
      const res = await t.app.inject({ ...route, headers });
      // A profile answers more than the spec's three fields (phone, location, tanks...).
      expect([res.statusCode, res.json()], name).toMatchObject(expected[name]!);
    }
  });
});

describe('roles: who may read what', () => {
  it("refuses an owner the super admin's profile and another depot's profile", async () => {
    const other = unique('depot');
    await insertAccount(t.db, { username: other, password: 'sandi-123' });
    const headers = await ownerHeaders();
    for (const username of [DEMO.admin.username, other, unique('nobody')]) {
      const res = await t.app.inject({ url: `/api/profile/${username}`, headers });
      expect(res.statusCode, username).toBe(403);
      expect(res.json()).toEqual({ success: false, message: messages.api.forbidden });
    }
  });

  it('refuses an owner every /api/admin route with the admin-only message', async () => {
    await expectEveryRoute(ADMIN_ROUTES, await ownerHeaders(), 403, messages.api.adminOnly);
  });

  it("lets an employee read their employer's profile but no other depot", async () => {
    const depot1Id = await accountId(t.db, DEMO.owner.username);
    const employee = unique('staff');
    await insertAccount(t.db, { username: employee, password: 'staff-123', employerId: depot1Id });
    const other = unique('depot');
    await insertAccount(t.db, { username: other, password: 'sandi-123' });
    const headers = await t.authAs(employee, 'staff-123');

    const own = await t.app.inject({ url: '/api/profile/depot1', headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ username: 'depot1', depot_name: 'Depot Air Tirta Segar' });

    const foreign = await t.app.inject({ url: `/api/profile/${other}`, headers });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ success: false, message: messages.api.forbidden });
    await expectEveryRoute(ADMIN_ROUTES, headers, 403, messages.api.adminOnly);
  });

  it("lets the super admin read any depot's profile, and 404 for an unknown one", async () => {
    const headers = await t.authAs(DEMO.admin.username, DEMO.admin.password);
    const res = await t.app.inject({ url: '/api/profile/depot1', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'depot1',
      depot_name: 'Depot Air Tirta Segar',
      address: 'Jl. Margonda Raya No. 21, Depok, Jawa Barat',
    });
    const missing = await t.app.inject({ url: `/api/profile/${unique('nobody')}`, headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: messages.profile.notFound });
  });
});

describe('public routes', () => {
  it('need no token: health, login, register and the API docs', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBe(200);
    const loginRes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: DEMO.owner,
    });
    expect(loginRes.statusCode).toBe(200);
    // An invalid request reaches validation instead of being stopped for lack of a token.
    const registerRes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {},
    });
    expect(registerRes.statusCode).toBe(400);
  });

  it('ignore a stale token sent along', async () => {
    const expired = signToken({ sub: String(adminId), exp: nowSeconds() - 60 }, t.jwtSecret);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: DEMO.owner,
      headers: bearer(expired),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/auth/refresh'],
    ['GET', '/api/admin/unknown'],
    ['DELETE', '/api/profile/depot1'],
  ] as const)('%s %s answers a JSON 404, with or without a token', async (method, url) => {
    for (const headers of [{}, await ownerHeaders()]) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ success: false, message: messages.api.notFound });
    }
  });
});

describe('server errors', () => {
  it('answer 500 with the generic message and never leak the error or its stack', async () => {
    const app = await buildApp({
      database: t.database,
      jwtSecret: t.jwtSecret,
      jwtExpiresIn: '1h',
    });
    app.get('/api/test/throws', { config: { access: 'public' } }, () => {
      throw new Error('secret detail: password=hunter2');
    });
    app.get('/api/test/type-error', { config: { access: 'public' } }, () => {
      return (undefined as unknown as { x: { y: number } }).x.y;
    });
    app.get('/api/test/unavailable', { config: { access: 'public' } }, () => {
      throw Object.assign(new Error('upstream hunter2 down'), { statusCode: 503 });
    });
    await app.ready();
    try {
      for (const url of ['/api/test/throws', '/api/test/type-error', '/api/test/unavailable']) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(500);
        expect(res.json()).toEqual({ success: false, message: messages.api.serverError });
        expect(res.body).not.toMatch(/hunter2|stack|\bat \w|\.ts:|undefined/);
      }
    } finally {
      await app.close();
    }
  });

  it('from a failing database answer 500 on login without leaking the cause', async () => {
    // The database fails after start: every query from then on throws.
    let failing = false;
    const db = new Proxy(t.db, {
      get: (target, prop, receiver) => {
        if (failing && typeof prop === 'string' && !['then', 'getter', 'setter'].includes(prop)) {
          throw new Error('connect ECONNREFUSED 10.0.0.9:5432 password=hunter2');
        }
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const app = await buildApp({
      database: { ...t.database, db },
      jwtSecret: t.jwtSecret,
      jwtExpiresIn: '1h',
    });
    failing = true;
    await app.ready();
    try {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO.owner });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: messages.api.serverError });
      expect(res.body).not.toMatch(/hunter2|ECONNREFUSED|stack/);
    } finally {
      await app.close();
    }
  });
});
