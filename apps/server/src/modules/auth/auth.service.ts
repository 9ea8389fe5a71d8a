import { messages, type LoginRequest, type OwnPasswordChange } from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { DECOY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/secrets';
import * as repo from './auth.repository';
import type { SessionAccount } from './auth.repository';
import * as attempts from './login-attempts.repository';
import { findRequestLogin } from './registration.service';

/** Failures for one username from one address before that pair is locked out. */
export const LOGIN_MAX_FAILURES = 10;
/**
 * Failures from one address across all usernames: a depot's staff share one address, and twenty
 * mistyped passwords in 15 minutes is more than a busy shift makes; a script guessing usernames
 * makes them in seconds.
 */
export const LOGIN_MAX_ADDRESS_FAILURES = 20;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures on one account (from any address) in the window before its attempts are slowed. */
export const ACCOUNT_FREE_FAILURES = 3;
const ACCOUNT_DELAY_BASE_MS = 5_000;
const ACCOUNT_DELAY_MAX_MS = 120_000;

/**
 * How long after an account's latest failure the next attempt from an address that has failed
 * before must wait, with `failures` on the account in the window: none for the first
 * ACCOUNT_FREE_FAILURES, then 5 s, doubling with each further failure, at most 2 minutes.
 * Guessing spread over many addresses is slowed this way, while the owner, from an address
 * without failures, still gets in: the victim is never locked out, the guesser is.
 */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - ACCOUNT_FREE_FAILURES, 16);
  return Math.min(ACCOUNT_DELAY_MAX_MS, ACCOUNT_DELAY_BASE_MS * 2 ** doublings);
}

export interface LoginResult {
  accountId: number;
  username: string;
  isSuperAdmin: boolean;
  tokenVersion: number;
  /** The employer's username for an employee, else null. */
  employerUsername: string | null;
}

interface Refusal {
  status: 'locked' | 'slowed';
  waitMs: number;
}

/** The refusal of an attempt by the counts of failures before it, if it is refused. */
function refusalOf(counts: attempts.RecentFailures, oldest: (Date | undefined)[], now: number) {
  if (oldest.length > 0) {
    // The block lifts when the oldest failure that counts leaves the window.
    const waitMs = Math.max(
      0,
      ...oldest.map((at) => (at?.getTime() ?? now) + LOGIN_WINDOW_MS - now),
    );
    return { status: 'locked', waitMs } satisfies Refusal;
  }
  // Only an address that has failed before waits for the account: a fresh one is checked.
  const delayMs = accountDelayMs(counts.account);
  if (counts.address === 0 || counts.lastAccountFailureAt === null || delayMs === 0) {
    return undefined;
  }
  // `now` was taken before this attempt waited for its lock: a failure recorded meanwhile may
  // be later than it, and the wait is never longer than the delay itself.
  const waitMs = Math.min(delayMs, counts.lastAccountFailureAt.getTime() + delayMs - now);
  return waitMs > 0 ? ({ status: 'slowed', waitMs } satisfies Refusal) : undefined;
}

/**
 * Records this attempt as a failure before its password is checked, in one transaction holding
 * the address's and the username's locks, so that of many attempts at once only as many as the
 * limits allow get a password check. A refused attempt records no failure (it counts for the
 * account's notice) and returns the refusal.
 */
async function reserveAttempt(db: Db, username: string, ip: string, now: number) {
  const since = new Date(now - LOGIN_WINDOW_MS);
  return db.transaction(async (tx): Promise<Refusal | undefined> => {
    await attempts.lockAddressAndUsername(tx, ip, username);
    const counts = await attempts.recentFailures(tx, username, ip, since);
    const oldest: (Date | undefined)[] = [];
    if (counts.pair >= LOGIN_MAX_FAILURES) {
      oldest.push(await attempts.nthRecentFailureAt(tx, ip, LOGIN_MAX_FAILURES, username));
    }
    if (counts.address >= LOGIN_MAX_ADDRESS_FAILURES) {
      oldest.push(await attempts.nthRecentFailureAt(tx, ip, LOGIN_MAX_ADDRESS_FAILURES));
    }
    const refusal = refusalOf(counts, oldest, now);
    if (refusal) await attempts.countFailedLogin(tx, username);
    else await attempts.insertFailure(tx, username, ip, new Date(now));
    return refusal;
  });
}

/**
 * Checks a password under the login limits, which throttle the guesser and never the account's
 * owner: after LOGIN_MAX_FAILURES failures for one username from one address, or
 * LOGIN_MAX_ADDRESS_FAILURES from one address in all, inside LOGIN_WINDOW_MS, that address is
 * refused with 429 without a password check until the window has moved past the oldest of them;
 * and once an account has ACCOUNT_FREE_FAILURES failures in the window, an address with failures
 * of its own waits accountDelayMs after the account's latest one. An address without failures is
 * always checked. A disabled account fails like a wrong password, whatever the password: the
 * answer never confirms a guess. A registration request's own password is refused with 403 and
 * whether it is waiting or was rejected. Undefined when the login fails.
 */
async function checkPassword(db: Db, username: string, password: string, ip: string) {
  const now = Date.now();
  const refusal = await reserveAttempt(db, username, ip, now);
  if (refusal) {
    const seconds = Math.max(1, Math.ceil(refusal.waitMs / 1000));
    const message =
      refusal.status === 'locked'
        ? messages.login.tooManyAttempts(Math.max(1, Math.ceil(refusal.waitMs / 60000)))
        : messages.login.slowedDown(seconds);
    throw new HttpError(429, message, { 'retry-after': String(seconds) });
  }
  // A username without an account may be a request waiting for approval or rejected: its
  // password is checked instead of the decoy. Both lookups run and one hash is checked whatever
  // the case, so the time taken tells nothing; only the right password learns where it stands.
  const [account, request] = await Promise.all([
    repo.findLoginAccount(db, username),
    findRequestLogin(db, username),
  ]);
  const hash = account?.passwordHash ?? request?.passwordHash ?? DECOY_PASSWORD_HASH;
  const ok = await verifyPassword(password, hash);
  if (!account && request && ok) {
    // The password is the requester's own: not a guess, so its failure is not counted.
    await attempts.clearFailures(db, username, ip);
    throw new HttpError(403, request.rejected ? messages.login.rejected : messages.login.pending);
  }
  if (!account || !ok || account.disabled) {
    await attempts.deleteExpiredFailures(db, new Date(now - LOGIN_WINDOW_MS));
    if (account) await attempts.countFailedLogin(db, username);
    return undefined;
  }
  await attempts.clearFailures(db, username, ip);
  return account;
}

/**
 * Checks a username and password (under the login limits). The result says how many logins
 * failed on the account since its last one, which this login forgets.
 */
export async function login(
  db: Db,
  { username, password }: LoginRequest,
  ip: string,
): Promise<
  LoginResult & { name: string | null; failedLogins: { count: number; since: Date } | null }
> {
  const account = await checkPassword(db, username, password, ip);
  if (!account) throw new HttpError(401, messages.login.failed);
  return {
    accountId: account.id,
    username: account.username,
    isSuperAdmin: account.isSuperAdmin,
    tokenVersion: account.tokenVersion,
    employerUsername: account.employerUsername,
    name: account.employerUsername ? account.name : null,
    failedLogins: await attempts.takeFailedLogins(db, account.id),
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

/** A locked-out account given a new password (by an admin or its owner) can log in at once. */
export const forgetLoginFailures = attempts.clearUsernameFailures;
