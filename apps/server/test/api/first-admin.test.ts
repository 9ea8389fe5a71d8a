import { randomBytes } from 'node:crypto';
import { messages } from '@depot/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { SettingsError } from '../../src/config/env';
import { openDatabase, type Database } from '../../src/db/client';
import { accounts, loginFailures } from '../../src/db/schema';
import { DEMO, seedDemo } from '../../src/demo';
import {
  ensureFirstAdmin,
  hasSuperAdmin,
  NoSuchSuperAdminError,
  resetSuperAdminPassword,
} from '../../src/modules/auth/first-admin';
import { freshDatabase, newClientAddress } from '../helpers';

const BOSS = { username: 'kepala', password: 'sandi-kepala-1' };

interface Fresh {
  database: Database;
  app: App;
  login(username: string, password: string): Promise<LightMyRequestResponse>;
}

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** An empty, migrated database (no demo) and an app on it. */
async function freshInstall(): Promise<Fresh> {
  const target = await freshDatabase();
  const database = await openDatabase({ url: target.url, loadDataDir: target.loadDataDir });
  await database.migrate();
  const app = await buildApp({
    database,
    jwtSecret: randomBytes(32).toString('hex'),
    jwtExpiresIn: '1h',
  });
  await app.ready();
  cleanup.push(
    target.drop,
    () => database.close(),
    () => app.close(),
  );
  return {
    database,
    app,
    login: (username, password) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
        remoteAddress: newClientAddress(),
      }),
  };
}

describe('the first super admin at start', () => {
  it('without ADMIN_USERNAME on a database with none: one line says how to create one', async () => {
    const { database } = await freshInstall();
    const note = await ensureFirstAdmin(database.db, undefined, false);
    expect(note).toBe(
      'No super admin yet: start once with ADMIN_USERNAME and ADMIN_PASSWORD set to create one (README, "First super admin").',
    );
    expect(await hasSuperAdmin(database.db)).toBe(false);
  });

  it('creates it from ADMIN_USERNAME and ADMIN_PASSWORD once, then ignores them', async () => {
    const { database, login } = await freshInstall();
    expect(await ensureFirstAdmin(database.db, BOSS, false)).toBe(
      'Super admin "kepala" created from ADMIN_USERNAME and ADMIN_PASSWORD; these are not read again.',
    );
    const res = await login(BOSS.username, BOSS.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, username: 'kepala', is_super_admin: true });

    // The next start: a super admin exists, so the settings change nothing.
    const later = { username: 'kepala', password: 'sandi-lain-2' };
    expect(await ensureFirstAdmin(database.db, later, true)).toBe(
      'ADMIN_USERNAME and ADMIN_PASSWORD ignored: the database already has a super admin (npm run admin:reset-password -- <username> changes a password).',
    );
    expect((await login(later.username, later.password)).statusCode).toBe(401);
    expect((await login(BOSS.username, BOSS.password)).statusCode).toBe(200);
    expect(await ensureFirstAdmin(database.db, undefined, true)).toBeUndefined();
  });

  it('also with the demo seeded at the same start, even under the demo admin’s name', async () => {
    const { database, login } = await freshInstall();
    expect(await seedDemo(database.db)).toBe(true);
    const admin = { username: DEMO.admin.username, password: 'bukan-admin123' };
    await ensureFirstAdmin(database.db, admin, false);
    expect((await login(admin.username, admin.password)).statusCode).toBe(200);
    expect((await login(DEMO.admin.username, DEMO.admin.password)).statusCode).toBe(401);
    await ensureFirstAdmin(database.db, BOSS, false);
    expect((await login(BOSS.username, BOSS.password)).statusCode).toBe(200);
  });

  it('refuses a name a depot account already has', async () => {
    const { database } = await freshInstall();
    await seedDemo(database.db);
    const taken = { username: DEMO.owner.username, password: 'sandi-kepala-1' };
    const error = await ensureFirstAdmin(database.db, taken, false).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as Error).message).toContain('ADMIN_USERNAME="depot1"');
    const [owner] = await database.db
      .select({ isSuperAdmin: accounts.isSuperAdmin })
      .from(accounts)
      .where(eq(accounts.username, DEMO.owner.username));
    expect(owner).toEqual({ isSuperAdmin: false });
  });
});

describe('resetting a super admin’s password', () => {
  it('sets the new password, ends the old tokens and lifts a lockout', async () => {
    const { database, app, login } = await freshInstall();
    await ensureFirstAdmin(database.db, BOSS, false);
    const token = (await login(BOSS.username, BOSS.password)).json<{ token: string }>().token;
    await database.db
      .insert(loginFailures)
      .values(Array.from({ length: 10 }, () => ({ username: 'kepala', ip: '203.0.113.9' })));

    expect(await resetSuperAdminPassword(database.db, 'KEPALA', 'sandi-baru-3')).toBe('kepala');
    const old = await app.inject({
      url: '/api/admin/pending-registrations',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ success: false, message: messages.api.unauthorized });
    expect((await login(BOSS.username, BOSS.password)).statusCode).toBe(401);
    const fresh = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'kepala', password: 'sandi-baru-3' },
      remoteAddress: '203.0.113.9',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses an account that is not a super admin, or none', async () => {
    const { database, login } = await freshInstall();
    await seedDemo(database.db);
    for (const username of [DEMO.owner.username, 'tidak-ada']) {
      const error = await resetSuperAdminPassword(database.db, username, 'sandi-baru-3').catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(NoSuchSuperAdminError);
      expect((error as Error).message).toBe(`No super admin is named "${username}".`);
    }
    expect((await login(DEMO.owner.username, DEMO.owner.password)).statusCode).toBe(200);
  });
});
