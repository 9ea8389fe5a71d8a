import { ACCOUNT_LIST_LIMIT, type AccountItem } from '@depot/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';

const employer = alias(accounts, 'employer');

/**
 * Every account for the account-management screen, each owner followed by its employees; super
 * admins first. Only listed columns leave: never the hash or the token version.
 */
export async function listAccounts(db: Db): Promise<AccountItem[]> {
  const rows = await db
    .select({
      id: accounts.id,
      username: accounts.username,
      depotName: accounts.depotName,
      address: accounts.address,
      isSuperAdmin: accounts.isSuperAdmin,
      employerId: employer.id,
      employerUsername: employer.username,
      employerDepotName: employer.depotName,
      disabled: sql<boolean>`${accounts.disabledAt} is not null`,
      createdAt: accounts.createdAt,
      lastOnline: accounts.lastOnline,
    })
    .from(accounts)
    .leftJoin(employer, eq(employer.id, accounts.employerId))
    .orderBy(
      sql`${accounts.isSuperAdmin} desc`,
      sql`lower(coalesce(${employer.username}, ${accounts.username}))`,
      sql`${accounts.employerId} nulls first`,
      sql`lower(${accounts.username})`,
    )
    .limit(ACCOUNT_LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    depot_name: r.depotName,
    address: r.address,
    role: r.isSuperAdmin ? 'super_admin' : r.employerId !== null ? 'employee' : 'owner',
    employer:
      r.employerId !== null && r.employerUsername !== null
        ? { id: r.employerId, username: r.employerUsername, depot_name: r.employerDepotName }
        : null,
    disabled: r.disabled,
    created_at: r.createdAt.toISOString(),
    last_online: r.lastOnline?.toISOString() ?? null,
  }));
}

/** The account's row, locked until the transaction ends; undefined when there is none. */
export function lockAccount(tx: Db, id: number) {
  return tx
    .select({
      id: accounts.id,
      username: accounts.username,
      isSuperAdmin: accounts.isSuperAdmin,
      employerId: accounts.employerId,
      disabled: sql<boolean>`${accounts.disabledAt} is not null`,
    })
    .from(accounts)
    .where(eq(accounts.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

/**
 * The first key of the advisory lock that serialises every change to who is a working super
 * admin ('SADM' in ASCII), so two admins switching each other off at once cannot both succeed.
 */
const SUPER_ADMIN_LOCK_CLASS = 0x5341444d;

export async function lockSuperAdminSet(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUPER_ADMIN_LOCK_CLASS}::int, 0)`);
}

/** How many enabled super admins there are besides this account. */
export async function otherWorkingSuperAdmins(tx: Db, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(accounts)
    .where(and(eq(accounts.isSuperAdmin, true), isNull(accounts.disabledAt), ne(accounts.id, id)));
  return row?.n ?? 0;
}
