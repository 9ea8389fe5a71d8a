import { messages } from '@depot/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures } from '../../src/db/schema';
import {
  ACCOUNT_FREE_FAILURES,
  accountDelayMs,
  LOGIN_MAX_ADDRESS_FAILURES,
  LOGIN_MAX_FAILURES,
} from '../../src/modules/auth/auth.service';
import { insertAccount, login, unique } from '../fixtures';
import { newClientAddress } from '../helpers';
import { useTestApp } from '../use-test-app';

// The login limits on their own: without the request limits, which would refuse some attempts first.
const t = useTestApp({ rateLimits: false });

const failed = { success: false, message: messages.login.failed };

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

async function failuresFrom(address: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(loginFailures)
    .where(eq(loginFailures.ip, address));
  return row?.n ?? 0;
}

/** Failures recorded as if made `agoMs` before now, from another address by default. */
async function seedFailures(username: string, n: number, ip = newClientAddress(), agoMs = 0) {
  const at = new Date(Date.now() - agoMs);
  await t.db.insert(loginFailures).values(Array.from({ length: n }, () => ({ username, ip, at })));
}

async function newAccount(prefix: string) {
  const username = unique(prefix);
  await insertAccount(t.db, { username, password: 'sandi-rahasia' });
  return username;
}

/** A 429 of the per-account slow-down, waiting at most `maxSeconds`. */
function expectSlowed(res: { statusCode: number; headers: object; json(): unknown }, max: number) {
  const retryAfter = Number((res.headers as Record<string, string>)['retry-after']);
  expect(res.statusCode).toBe(429);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(max);
  expect(res.json()).toEqual({ success: false, message: messages.login.slowedDown(retryAfter) });
}

describe('accountDelayMs', () => {
  it('is free for the first failures, then 5 s doubling up to 2 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 30, 1000].map(accountDelayMs)).toEqual([
      0, 0, 0, 5_000, 10_000, 20_000, 40_000, 80_000, 120_000, 120_000, 120_000,
    ]);
  });
});

describe('the login limits', () => {
  it(`checks ${ACCOUNT_FREE_FAILURES} wrong passwords from one address, then slows it down`, async () => {
    const username = await newAccount('salah');
    const address = newClientAddress();
    const first = [];
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i += 1) {
      first.push(await login(t, username, `tebakan-${i}`, address));
    }
    expect(first.map((r) => [r.statusCode, r.json()])).toEqual(
      Array(ACCOUNT_FREE_FAILURES).fill([401, failed]),
    );
    // Even the right password waits, from an address that failed: 5 s after the third failure.
    expectSlowed(await login(t, username, 'sandi-rahasia', address), 5);
    // From an address without failures the right password is checked, and the owner is told.
    const owner = await login(t, username, 'sandi-rahasia', newClientAddress());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().failed_logins).toMatchObject({ count: ACCOUNT_FREE_FAILURES + 1 });
  });

  it('lets the owner in from a fresh address after 30 wrong passwords from two, and tells them', async () => {
    const username = await newAccount('korban');
    const startedAt = new Date();
    // Earlier guessing put the account at 6 failures in the window: 40 s after the latest.
    await seedFailures(username, 6);
    const answers: Record<string, { statusCode: number; headers: object; json(): unknown }[]> = {};
    for (const address of [newClientAddress(), newClientAddress()]) {
      answers[address] = [];
      for (let i = 0; i < 15; i += 1) {
        answers[address].push(await login(t, username, `tebakan-${i}`, address));
      }
    }
    const [first, second] = Object.values(answers);
    // Each fresh address gets one check (401); after it, it waits for the account (429): 40 s
    // after the 7th failure for the first address, 80 s after the 8th for the second.
    expect(first?.map((r) => r.statusCode)).toEqual([401, ...Array(14).fill(429)]);
    expect(second?.map((r) => r.statusCode)).toEqual([401, ...Array(14).fill(429)]);
    expect(first?.[0]?.json()).toEqual(failed);
    for (const res of first?.slice(1) ?? []) expectSlowed(res, accountDelayMs(7) / 1000);
    for (const res of second?.slice(1) ?? []) expectSlowed(res, accountDelayMs(8) / 1000);

    const owner = await login(t, username, 'sandi-rahasia', newClientAddress());
    expect(owner.statusCode).toBe(200);
    const { failed_logins: notice } = owner.json();
    // Every one of the 30 is counted (the 6 seeded rows were not attempts on this server).
    expect(notice.count).toBe(30);
    expect(new Date(notice.since).getTime()).toBeGreaterThanOrEqual(startedAt.getTime() - 1000);
    expect(new Date(notice.since).getTime()).toBeLessThanOrEqual(Date.now());
    // Told once: the next login has nothing to tell.
    const next = await login(t, username, 'sandi-rahasia', newClientAddress());
    expect(next.json().failed_logins).toBeNull();
  });

  it('checks one of 60 simultaneous guesses from a fresh address on an account under attack', async () => {
    const username = await newAccount('serbu');
    await seedFailures(username, 6);
    const address = newClientAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(t, username, `tebakan-${i}`, address)),
    );
    // A 401 comes only after a password check; a 429 comes before any.
    expect(tally(answers.map((r) => r.statusCode))).toEqual({ 401: 1, 429: 59 });
    for (const res of answers) {
      if (res.statusCode === 401) expect(res.json()).toEqual(failed);
      else expectSlowed(res, accountDelayMs(7) / 1000);
    }
    expect(await failuresFrom(address)).toBe(1);
    expect((await login(t, username, 'sandi-rahasia', newClientAddress())).statusCode).toBe(200);
  });

  it(`locks one address out of one username after ${LOGIN_MAX_FAILURES} failures, not the owner`, async () => {
    const username = await newAccount('pasangan');
    const address = newClientAddress();
    // Ten failures 10 minutes ago: the account's delay is over, the pair's lockout is not.
    await seedFailures(username, LOGIN_MAX_FAILURES, address, 10 * 60_000);
    const right = await login(t, username, 'sandi-rahasia', address);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ success: false, message: messages.login.tooManyAttempts(5) });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(240);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(300);
    expect((await login(t, username, 'sandi-rahasia', newClientAddress())).statusCode).toBe(200);
  });

  it(`checks at most ${LOGIN_MAX_ADDRESS_FAILURES} guesses from one address over 40 usernames`, async () => {
    const address = newClientAddress();
    const usernames = Array.from({ length: 40 }, () => unique('tebak'));
    const answers = await Promise.all(usernames.map((u) => login(t, u, 'sandi-123', address)));
    expect(tally(answers.map((r) => r.statusCode))).toEqual({
      401: LOGIN_MAX_ADDRESS_FAILURES,
      429: 40 - LOGIN_MAX_ADDRESS_FAILURES,
    });
    for (const res of answers) {
      expect(res.json()).toEqual(
        res.statusCode === 401
          ? failed
          : { success: false, message: messages.login.tooManyAttempts(15) },
      );
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(840);
    }
    expect(await failuresFrom(address)).toBe(LOGIN_MAX_ADDRESS_FAILURES);
    // Another address is not held back by this one.
    const username = await newAccount('pemilik');
    expect((await login(t, username, 'sandi-rahasia', newClientAddress())).statusCode).toBe(200);
  });

  it('forgets the reserved attempts of simultaneous successful logins', async () => {
    const username = await newAccount('benar');
    const address = newClientAddress();
    const answers = await Promise.all(
      Array.from({ length: ACCOUNT_FREE_FAILURES }, () =>
        login(t, username, 'sandi-rahasia', address),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(ACCOUNT_FREE_FAILURES).fill(200));
    expect(answers.map((r) => r.json().failed_logins)).toEqual(
      Array(ACCOUNT_FREE_FAILURES).fill(null),
    );
    expect(await failuresFrom(address)).toBe(0);
  });
});
