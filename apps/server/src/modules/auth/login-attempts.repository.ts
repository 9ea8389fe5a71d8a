import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

/**
 * The first key of the two-key advisory locks taken here, so that they never meet a lock taken
 * elsewhere on the same hash ('LGIN' in ASCII).
 */
const LOGIN_LOCK_CLASS = 0x4c47494e;

/**
 * Serialises the login attempts of one address until the transaction ends. The counts are per
 * address (and per username within it), so attempts from other addresses never wait.
 */
export async function lockAddress(tx: Db, ip: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_LOCK_CLASS}::int, hashtext(${ip}))`);
}

/** Failures since `since` from this address: for this username, and for all usernames. */
export async function recentFailures(db: Db, username: string, ip: string, since: Date) {
  const [row] = await queryRows<{ username: number; address: number }>(
    db,
    sql`select count(*) filter (where ${loginFailures.username} = ${username.toLowerCase()})::int as username,
          count(*)::int as address
        from ${loginFailures}
        where ${loginFailures.ip} = ${ip} and ${loginFailures.at} > ${since.toISOString()}`,
  );
  return row ?? { username: 0, address: 0 };
}

/**
 * The time of the n-th most recent failure (1-based) from this address, for this username when
 * given, if there are that many.
 */
export async function nthRecentFailureAt(db: Db, ip: string, n: number, username?: string) {
  const [row] = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.ip, ip),
        username === undefined ? undefined : eq(loginFailures.username, username.toLowerCase()),
      ),
    )
    .orderBy(desc(loginFailures.at))
    .offset(n - 1)
    .limit(1);
  return row?.at;
}

export async function insertFailure(db: Db, username: string, ip: string) {
  await db.insert(loginFailures).values({ username: username.toLowerCase(), ip });
}

export async function deleteExpiredFailures(db: Db, expireBefore: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.at, expireBefore));
}

export async function clearFailures(db: Db, username: string, ip: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username, username.toLowerCase()), eq(loginFailures.ip, ip)));
}
