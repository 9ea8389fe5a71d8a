import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { accounts, loginFailures } from '../../db/schema';

/**
 * The first keys of the two-key advisory locks taken here, so that they never meet a lock taken
 * elsewhere on the same hash ('LGIN' and 'LGNU' in ASCII).
 */
const LOGIN_LOCK_CLASS = 0x4c47494e;
const USERNAME_LOCK_CLASS = 0x4c474e55;

/**
 * Serialises the login attempts of one address, then of one username, until the transaction
 * ends. Always in that order, so two attempts never wait on each other the other way round.
 */
export async function lockAddressAndUsername(tx: Db, ip: string, username: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_LOCK_CLASS}::int, hashtext(${ip}))`);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${USERNAME_LOCK_CLASS}::int, hashtext(${username.toLowerCase()}))`,
  );
}

export interface RecentFailures {
  /** From this address for this username. */
  pair: number;
  /** From this address, for any username. */
  address: number;
  /** For this username, from any address. */
  account: number;
  /** The latest failure for this username, from any address. */
  lastAccountFailureAt: Date | null;
}

/** Failures since `since`: from this address, for this username, and both. */
export async function recentFailures(
  db: Db,
  username: string,
  ip: string,
  since: Date,
): Promise<RecentFailures> {
  const name = username.toLowerCase();
  const [row] = await queryRows<{
    pair: number;
    address: number;
    account: number;
    last: string | Date | null;
  }>(
    db,
    sql`select count(*) filter (where ${loginFailures.ip} = ${ip} and ${loginFailures.username} = ${name})::int as pair,
          count(*) filter (where ${loginFailures.ip} = ${ip})::int as address,
          count(*) filter (where ${loginFailures.username} = ${name})::int as account,
          max(${loginFailures.at}) filter (where ${loginFailures.username} = ${name}) as last
        from ${loginFailures}
        where (${loginFailures.ip} = ${ip} or ${loginFailures.username} = ${name})
          and ${loginFailures.at} > ${since.toISOString()}`,
  );
  return {
    pair: row?.pair ?? 0,
    address: row?.address ?? 0,
    account: row?.account ?? 0,
    lastAccountFailureAt: row?.last ? new Date(row.last) : null,
  };
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

/** `at` is the server process's clock, the one the waits are measured with (not the database's). */
export async function insertFailure(db: Db, username: string, ip: string, at: Date) {
  await db.insert(loginFailures).values({ username: username.toLowerCase(), ip, at });
}

export async function deleteExpiredFailures(db: Db, expireBefore: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.at, expireBefore));
}

/** Forgets every failed login against a username, from any address (a new password was set). */
export async function clearUsernameFailures(db: Db, username: string) {
  await db.delete(loginFailures).where(eq(loginFailures.username, username.toLowerCase()));
}

export async function clearFailures(db: Db, username: string, ip: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username, username.toLowerCase()), eq(loginFailures.ip, ip)));
}

/** One more failed login for the account of this username, if there is one, for its owner's notice. */
export async function countFailedLogin(db: Db, username: string) {
  await db
    .update(accounts)
    .set({
      failedLogins: sql`${accounts.failedLogins} + 1`,
      failedLoginsSince: sql`coalesce(${accounts.failedLoginsSince}, now())`,
    })
    .where(eq(sql`lower(${accounts.username})`, username.toLowerCase()));
}

/** The failed logins counted since the account's last login, forgotten as they are read. */
export async function takeFailedLogins(db: Db, accountId: number) {
  const [row] = await queryRows<{ count: number; since: string | Date | null }>(
    db,
    sql`update ${accounts} a set failed_logins = 0, failed_logins_since = null
        from (select id, failed_logins, failed_logins_since from ${accounts}
              where id = ${accountId} for update) old
        where a.id = old.id and old.failed_logins > 0
        returning old.failed_logins as count, old.failed_logins_since as since`,
  );
  return row && row.count > 0 && row.since
    ? { count: row.count, since: new Date(row.since) }
    : null;
}
