import { messages } from '@depot/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { revokedTokens } from '../../src/db/schema';
import { setAccountDisabled } from '../../src/modules/admin/accounts.service';
import { resetSuperAdminPassword } from '../../src/modules/auth/first-admin';
import {
  accountId,
  bearer,
  insertAccount,
  login,
  newEmployee,
  signToken,
  unique,
  type LoggedIn,
} from '../fixtures';
import { DEMO, newClientAddress } from '../helpers';
import { useTestApp } from '../use-test-app';

const t = useTestApp();

/** Switches an account off or on as the demo super admin would on 'Manajemen Akun'. */
async function setDisabled(id: number, disabled: boolean) {
  const admin = { id: await accountId(t.db, DEMO.admin.username), username: DEMO.admin.username };
  await setAccountDisabled(t.db, admin, id, disabled);
}

const unauthorized = { success: false, message: messages.api.unauthorized };

const logout = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });

const profile = (username: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/profile/${username}`, headers });

const claimsOf = (headers: { authorization: string }) =>
  JSON.parse(Buffer.from(headers.authorization.split('.')[1] ?? '', 'base64url').toString()) as {
    jti: string;
    exp: number;
  };

async function newAccount(): Promise<LoggedIn & { password: string }> {
  const username = unique('sesi');
  const password = 'sandi-rahasia';
  const id = await insertAccount(t.db, { username, password });
  return { id, username, password, headers: await t.authAs(username, password) };
}

describe('POST /api/auth/logout', () => {
  it('ends that token only: it is refused from then on, another session goes on', async () => {
    const me = await newAccount();
    const other = await t.authAs(me.username, me.password);
    const res = await logout(me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.logout.success });

    const after = await profile(me.username, me.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(unauthorized);
    const again = await logout(me.headers);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(unauthorized);
    expect((await profile(me.username, other)).statusCode).toBe(200);
  });

  it('keeps the token id until the token expires, and drops ids already expired', async () => {
    const me = await newAccount();
    await t.db
      .insert(revokedTokens)
      .values({ jti: unique('old'), accountId: me.id, expiresAt: new Date(Date.now() - 1000) });
    expect((await logout(me.headers)).statusCode).toBe(200);
    const rows = await t.db.select().from(revokedTokens).where(eq(revokedTokens.accountId, me.id));
    const { jti, exp } = claimsOf(me.headers);
    expect(rows).toEqual([{ jti, accountId: me.id, expiresAt: new Date(exp * 1000) }]);
  });

  it('answers 401 without a token, and to a token without id or version', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauthorized);
    const id = await accountId(t.db, DEMO.owner.username);
    const exp = Math.floor(Date.now() / 1000) + 600;
    for (const claims of [
      { sub: String(id), exp },
      { sub: String(id), ver: 0, exp },
      { sub: String(id), jti: 'x', exp },
      { sub: String(id), jti: 'x', ver: 1, exp },
    ]) {
      const res = await logout(bearer(signToken(claims, t.jwtSecret)));
      expect(res.statusCode, JSON.stringify(claims)).toBe(401);
      expect((await profile('depot1', bearer(signToken(claims, t.jwtSecret)))).statusCode).toBe(
        401,
      );
    }
    const ours = bearer(signToken({ sub: String(id), jti: 'x', ver: 0, exp }, t.jwtSecret));
    expect((await profile('depot1', ours)).statusCode).toBe(200);
  });
});

describe('a new password ends every token of the account', () => {
  it('refuses the tokens issued before the reset and the old password', async () => {
    const username = unique('kepala');
    await insertAccount(t.db, { username, password: 'sandi-lama-1', isSuperAdmin: true });
    const sessions = [
      await t.authAs(username, 'sandi-lama-1'),
      await t.authAs(username, 'sandi-lama-1'),
    ];
    await resetSuperAdminPassword(t.db, username, 'sandi-baru-2');
    for (const headers of sessions) {
      const res = await t.app.inject({ url: '/api/admin/pending-registrations', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
    expect((await login(t, username, 'sandi-lama-1', newClientAddress())).statusCode).toBe(401);
    const fresh = await t.authAs(username, 'sandi-baru-2');
    const res = await t.app.inject({ url: '/api/admin/pending-registrations', headers: fresh });
    expect(res.statusCode).toBe(200);
  });
});

describe('a disabled account', () => {
  it('has its tokens refused and cannot log in; its employees neither', async () => {
    const owner = await newAccount();
    const employee = await newEmployee(t, owner.username);
    await setDisabled(owner.id, true);
    for (const headers of [owner.headers, employee.headers]) {
      const res = await profile(owner.username, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
    // The right password is answered like a wrong one: the answer never confirms a guess.
    const failed = { success: false, message: messages.login.failed };
    const refused = await login(t, owner.username, owner.password, newClientAddress());
    expect([refused.statusCode, refused.json()]).toEqual([401, failed]);
    const staff = await login(t, employee.username, 'rahasia123', newClientAddress());
    expect([staff.statusCode, staff.json()]).toEqual([401, failed]);
    const wrong = await login(t, owner.username, 'salah-sandi', newClientAddress());
    expect([wrong.statusCode, wrong.json()]).toEqual([401, failed]);
  });

  it('enabled again, logs in anew while its old tokens stay refused', async () => {
    const owner = await newAccount();
    await setDisabled(owner.id, true);
    await setDisabled(owner.id, false);
    expect((await profile(owner.username, owner.headers)).statusCode).toBe(401);
    const fresh = await t.authAs(owner.username, owner.password);
    expect((await profile(owner.username, fresh)).statusCode).toBe(200);
  });
});
