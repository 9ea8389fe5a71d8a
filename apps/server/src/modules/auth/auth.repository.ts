import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { DepotCaller } from '../depots';
import { accounts, loginFailures } from '../../db/schema';

/** Who is calling, as every authenticated request sees it. */
export interface SessionAccount extends DepotCaller {
  id: number;
}

const employer = alias(accounts, 'employer');

export function findSessionAccount(db: Db, id: number): Promise<SessionAccount | undefined> {
  return db
    .select({
      id: accounts.id,
      username: accounts.username,
      isSuperAdmin: accounts.isSuperAdmin,
      depotUsername: sql<string>`coalesce(${employer.username}, ${accounts.username})`,
    })
    .from(accounts)
    .leftJoin(employer, eq(employer.id, accounts.employerId))
    .where(eq(accounts.id, id))
    .then((rows) => rows[0]);
}

export function findLoginAccount(db: Db, username: string) {
  return db
    .select({
      id: accounts.id,
      username: accounts.username,
      passwordHash: accounts.passwordHash,
      isSuperAdmin: accounts.isSuperAdmin,
    })
    .from(accounts)
    .where(eq(sql`lower(${accounts.username})`, username.toLowerCase()))
    .then((rows) => rows[0]);
}

const failureKey = (username: string, ip: string) =>
  and(eq(loginFailures.username, username.toLowerCase()), eq(loginFailures.ip, ip));

export async function countRecentFailures(db: Db, username: string, ip: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(failureKey(username, ip), gt(loginFailures.at, since)));
  return row?.n ?? 0;
}

/** The time of the n-th most recent failure (1-based), if there are that many. */
export async function nthRecentFailureAt(db: Db, username: string, ip: string, n: number) {
  const [row] = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(failureKey(username, ip))
    .orderBy(desc(loginFailures.at))
    .offset(n - 1)
    .limit(1);
  return row?.at;
}

export async function recordFailure(db: Db, username: string, ip: string, expireBefore: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.at, expireBefore));
  await db.insert(loginFailures).values({ username: username.toLowerCase(), ip });
}

export async function clearFailures(db: Db, username: string, ip: string) {
  await db.delete(loginFailures).where(failureKey(username, ip));
}
