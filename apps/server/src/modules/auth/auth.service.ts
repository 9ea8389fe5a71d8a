import { messages, type LoginRequest, type OwnPasswordChange } from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { DECOY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/secrets';
import * as repo from './auth.repository';
import type { SessionAccount } from './auth.repository';
import * as attempts from './login-attempts.repository';

/** Failures for one username from one address before that pair is locked out. */
export const LOGIN_MAX_FAILURES = 10;
/**
 * Failures from one address across all usernames: a depot's staff share one address, and twenty
 * mistyped passwords in 15 minutes is more than a busy shift makes; a script guessing usernames
 * makes them in seconds.
 */
export const LOGIN_MAX_ADDRESS_FAILURES = 20;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface LoginResult {
  accountId: number;
  username: string;
  isSuperAdmin: boolean;
  tokenVersion: number;
  /** The employer's username for an employee, else null. */
  employerUsername: string | null;
}

/**
 * Records this attempt as a failure before its password is checked, in one transaction holding
 * the address's lock, so that of many attempts at once only as many as the limits allow get a
 * password check. When a limit is reached, nothing is recorded and the wait (ms) is returned.
 */
async function reserveAttempt(db: Db, username: string, ip: string, now: number) {
  const since = new Date(now - LOGIN_WINDOW_MS);
  return db.transaction(async (tx) => {
    await attempts.lockAddress(tx, ip);
    const counts = await attempts.recentFailures(tx, username, ip, since);
    const blockedSince: (Date | undefined)[] = [];
    if (counts.username >= LOGIN_MAX_FAILURES) {
      blockedSince.push(await attempts.nthRecentFailureAt(tx, ip, LOGIN_MAX_FAILURES, username));
    }
    if (counts.address >= LOGIN_MAX_ADDRESS_FAILURES) {
      blockedSince.push(await attempts.nthRecentFailureAt(tx, ip, LOGIN_MAX_ADDRESS_FAILURES));
    }
    if (blockedSince.length > 0) {
      // The block lifts when the oldest failure that counts leaves the window.
      return Math.max(
        0,
        ...blockedSince.map((at) => (at?.getTime() ?? now) + LOGIN_WINDOW_MS - now),
      );
    }
    await attempts.insertFailure(tx, username, ip);
    return undefined;
  });
}

/**
 * Checks a password under the login lockout: after LOGIN_MAX_FAILURES failures for one username
 * from one address, or LOGIN_MAX_ADDRESS_FAILURES from one address in all, inside
 * LOGIN_WINDOW_MS, every attempt is refused with 429 without a password check (even a right one)
 * until the window has moved past the oldest of them. Undefined when the password is wrong.
 */
async function checkPassword(db: Db, username: string, password: string, ip: string) {
  const now = Date.now();
  const waitMs = await reserveAttempt(db, username, ip, now);
  if (waitMs !== undefined) {
    throw new HttpError(
      429,
      messages.login.tooManyAttempts(Math.max(1, Math.ceil(waitMs / 60000))),
      { 'retry-after': String(Math.ceil(waitMs / 1000)) },
    );
  }
  const account = await repo.findLoginAccount(db, username);
  const ok = await verifyPassword(password, account?.passwordHash ?? DECOY_PASSWORD_HASH);
  if (!account || !ok) {
    await attempts.deleteExpiredFailures(db, new Date(now - LOGIN_WINDOW_MS));
    return undefined;
  }
  await attempts.clearFailures(db, username, ip);
  return account;
}

/** Checks a username and password (under the lockout); a disabled account is refused after. */
export async function login(
  db: Db,
  { username, password }: LoginRequest,
  ip: string,
): Promise<LoginResult> {
  const account = await checkPassword(db, username, password, ip);
  if (!account) throw new HttpError(401, messages.login.failed);
  if (account.disabled) throw new HttpError(403, messages.login.disabled);
  return {
    accountId: account.id,
    username: account.username,
    isSuperAdmin: account.isSuperAdmin,
    tokenVersion: account.tokenVersion,
    employerUsername: account.employerUsername,
  };
}

/**
 * The caller's own new password, once the current one is checked (a wrong one counts as a
 * failed login). Every token issued before ends; the result is what a fresh token is issued for.
 */
export async function changeOwnPassword(
  db: Db,
  account: SessionAccount,
  { currentPassword, newPassword }: OwnPasswordChange,
  ip: string,
): Promise<LoginResult> {
  if (!(await checkPassword(db, account.username, currentPassword, ip))) {
    throw new HttpError(400, messages.profile.currentPasswordWrong);
  }
  const tokenVersion = await repo.setPassword(db, account.id, await hashPassword(newPassword));
  return {
    accountId: account.id,
    username: account.username,
    isSuperAdmin: account.isSuperAdmin,
    tokenVersion,
    employerUsername: account.depotUsername === account.username ? null : account.depotUsername,
  };
}

export type { SessionAccount } from './auth.repository';
export { logout, sessionFromToken, tokenClaims, type TokenClaims } from './session';
