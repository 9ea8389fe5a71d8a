import { and, count, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts, revokedTokens } from '../../db/schema';
import { clearUsernameFailures } from './login-attempts.repository';
import type { DepotCaller } from '../depots';

/** Who is calling, as every authenticated request sees it. */
export interface SessionAccount extends DepotCaller {
  id: number;
}

const employer = alias(accounts, 'employer');

/**
 * The account behind a token, when the token is still good: issued under the account's current
 * token version, not logged out, and neither the account nor its employer disabled.
 */
export function findSession(
  db: Db,
  token: { accountId: number; version: number; jti: string },
): Promise<SessionAccount | undefined> {
  return db
    .select({
      id: accounts.id,
      username: accounts.username,
      isSuperAdmin: accounts.isSuperAdmin,
      depotUsername: sql<string>`coalesce(${employer.username}, ${accounts.username})`,
    })
    .from(accounts)
    .leftJoin(employer, eq(employer.id, accounts.employerId))
    .where(
      and(
        eq(accounts.id, token.accountId),
        eq(accounts.tokenVersion, token.version),
        isNull(accounts.disabledAt),
        isNull(employer.disabledAt),
        notExists(
          db
            .select({ jti: revokedTokens.jti })
            .from(revokedTokens)
            .where(eq(revokedTokens.jti, token.jti)),
        ),
      ),
    )
    .then((rows) => rows[0]);
}

export function findLoginAccount(db: Db, username: string) {
  return db
    .select({
      id: accounts.id,
      username: accounts.username,
      passwordHash: accounts.passwordHash,
      isSuperAdmin: accounts.isSuperAdmin,
      tokenVersion: accounts.tokenVersion,
      employerUsername: employer.username,
      name: accounts.name,
      disabled: sql<boolean>`(${accounts.disabledAt} is not null or ${employer.disabledAt} is not null)`,
    })
    .from(accounts)
    .leftJoin(employer, eq(employer.id, accounts.employerId))
    .where(eq(sql`lower(${accounts.username})`, username.toLowerCase()))
    .then((rows) => rows[0]);
}

/** Ends one token until it expires; long-expired entries are dropped on the way. */
export async function revokeToken(db: Db, accountId: number, jti: string, expiresAt: Date) {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  await db
    .insert(revokedTokens)
    .values({ jti, accountId, expiresAt })
    .onConflictDoNothing({ target: revokedTokens.jti });
}

/**
 * A new password for the account: every token issued before stops at once, and the failed
 * logins counted against the username are forgotten. Returns the new token version.
 */
export async function setPassword(db: Db, accountId: number, passwordHash: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(accounts)
      .set({ passwordHash, tokenVersion: sql`${accounts.tokenVersion} + 1` })
      .where(eq(accounts.id, accountId))
      .returning({ username: accounts.username, tokenVersion: accounts.tokenVersion });
    if (!row) return 0;
    await clearUsernameFailures(tx, row.username);
    return row.tokenVersion;
  });
}

export async function countSuperAdmins(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(accounts)
    .where(eq(accounts.isSuperAdmin, true));
  return row?.n ?? 0;
}

export function findAccountByUsername(db: Db, username: string) {
  return db
    .select({ id: accounts.id, username: accounts.username, isSuperAdmin: accounts.isSuperAdmin })
    .from(accounts)
    .where(eq(sql`lower(${accounts.username})`, username.toLowerCase()))
    .then((rows) => rows[0]);
}
