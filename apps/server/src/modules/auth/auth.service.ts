import { messages, type LoginRequest } from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { DECOY_PASSWORD_HASH, verifyPassword } from '../../lib/secrets';
import * as repo from './auth.repository';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface LoginResult {
  accountId: number;
  username: string;
  isSuperAdmin: boolean;
}

/**
 * Checks a username and password. After LOGIN_MAX_FAILURES failures for one username from one
 * address inside LOGIN_WINDOW_MS, every attempt is refused (even a right one) until the window
 * has moved past the oldest of them.
 */
export async function login(db: Db, { username, password }: LoginRequest, ip: string) {
  const now = Date.now();
  const failures = await repo.countRecentFailures(
    db,
    username,
    ip,
    new Date(now - LOGIN_WINDOW_MS),
  );
  if (failures >= LOGIN_MAX_FAILURES) {
    const blockingAt = await repo.nthRecentFailureAt(db, username, ip, LOGIN_MAX_FAILURES);
    const waitMs = Math.max(0, (blockingAt?.getTime() ?? now) + LOGIN_WINDOW_MS - now);
    throw new HttpError(
      429,
      messages.login.tooManyAttempts(Math.max(1, Math.ceil(waitMs / 60000))),
      {
        'retry-after': String(Math.ceil(waitMs / 1000)),
      },
    );
  }
  const account = await repo.findLoginAccount(db, username);
  const ok = await verifyPassword(password, account?.passwordHash ?? DECOY_PASSWORD_HASH);
  if (!account || !ok) {
    await repo.recordFailure(db, username, ip, new Date(now - LOGIN_WINDOW_MS));
    throw new HttpError(401, messages.login.failed);
  }
  await repo.clearFailures(db, username, ip);
  return {
    accountId: account.id,
    username: account.username,
    isSuperAdmin: account.isSuperAdmin,
  } satisfies LoginResult;
}

export type { SessionAccount } from './auth.repository';
export const findSessionAccount = repo.findSessionAccount;
