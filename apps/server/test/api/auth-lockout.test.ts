import { messages } from '@depot/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../src/db/schema';
import {
  LOGIN_MAX_ADDRESS_FAILURES,
  LOGIN_MAX_FAILURES,
} from '../../src/modules/auth/auth.service';
import { insertAccount, login, unique } from '../fixtures';
import { createTestApp, newClientAddress, type TestContext } from '../helpers';

// The lockout on its own: without the request limits, which would refuse some attempts first.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
});
afterAll(() => t.close());

const lockedOut = { success: false, message: messages.login.tooManyAttempts(15) };
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

describe('the login lockout', () => {
  it(`checks at most ${LOGIN_MAX_FAILURES} of 60 simultaneous guesses for one username`, async () => {
    const username = unique('serbu');
    await insertAccount(t.db, { username, password: 'sandi-rahasia' });
    const address = newClientAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(t, username, `tebakan-${i}`, address)),
    );
    // A 401 comes only after a password check; a 429 from the lockout comes before any.
    expect(tally(answers.map((r) => r.statusCode))).toEqual({
      401: LOGIN_MAX_FAILURES,
      429: 60 - LOGIN_MAX_FAILURES,
    });
    for (const res of answers) {
      expect(res.json()).toEqual(res.statusCode === 401 ? failed : lockedOut);
    }
    expect(await failuresFrom(address)).toBe(LOGIN_MAX_FAILURES);
    // The right password is refused too until the window has passed.
    const right = await login(t, username, 'sandi-rahasia', address);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(lockedOut);
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
      expect(res.json()).toEqual(res.statusCode === 401 ? failed : lockedOut);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(840);
    }
    expect(await failuresFrom(address)).toBe(LOGIN_MAX_ADDRESS_FAILURES);
    // Another address is not held back by this one.
    const username = unique('pemilik');
    await insertAccount(t.db, { username, password: 'sandi-rahasia' });
    expect((await login(t, username, 'sandi-rahasia', newClientAddress())).statusCode).toBe(200);
  });

  it('forgets the reserved attempt of a successful login', async () => {
    const username = unique('benar');
    await insertAccount(t.db, { username, password: 'sandi-rahasia' });
    const address = newClientAddress();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => login(t, username, 'sandi-rahasia', address)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await failuresFrom(address)).toBe(0);
  });
});
