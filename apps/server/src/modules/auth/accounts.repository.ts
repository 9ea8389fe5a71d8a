import { eq, sql } from 'drizzle-orm';
import type { Db, RawQuery } from '../../db/client';
import { accounts } from '../../db/schema';

/**
 * Every write to `accounts` (super admins, depot owners, employees), which other areas ask for
 * through the auth module: it alone decides when a change ends an account's sessions.
 */
export type NewAccount = Pick<
  typeof accounts.$inferInsert,
  | 'username'
  | 'passwordHash'
  | 'isSuperAdmin'
  | 'employerId'
  | 'name'
  | 'depotName'
  | 'address'
  | 'phone'
>;

export type AccountChange = Partial<
  Pick<
    typeof accounts.$inferInsert,
    | 'username'
    | 'passwordHash'
    | 'disabledAt'
    | 'isSuperAdmin'
    | 'name'
    | 'depotName'
    | 'address'
    | 'phone'
    | 'openingHours'
    | 'latitude'
    | 'longitude'
    | 'showOnPublicMap'
  >
>;

/** A change to any of these ends every token the account holds (its token version goes up). */
const SESSION_FIELDS = ['username', 'passwordHash', 'disabledAt', 'isSuperAdmin'] as const;

export async function insertAccount(db: Db, account: NewAccount): Promise<number> {
  const [row] = await db.insert(accounts).values(account).returning({ id: accounts.id });
  if (!row) throw new Error('account insert returned no row');
  return row.id;
}

/**
 * Changes an account. A new name, password or role, or a switch-off or on, ends its sessions at
 * once (each request checks the token version); a depot's details and an employee's display
 * name leave them alone.
 */
export async function updateAccount(db: Db, id: number, change: AccountChange) {
  if (Object.keys(change).length === 0) return;
  const endsSessions = SESSION_FIELDS.some((field) => change[field] !== undefined);
  await db
    .update(accounts)
    .set(endsSessions ? { ...change, tokenVersion: sql`${accounts.tokenVersion} + 1` } : change)
    .where(eq(accounts.id, id));
}

/** Removes the account; its tokens go with it, its sales stay (created_by becomes null). */
export async function deleteAccount(db: Db, id: number) {
  await db.delete(accounts).where(eq(accounts.id, id));
}

/**
 * Ends every token of the account's employees for good, as a switch-off of their depot does:
 * switched on again, the depot's staff log in anew.
 */
export async function endEmployeeSessions(db: Db, employerId: number) {
  await db
    .update(accounts)
    .set({ tokenVersion: sql`${accounts.tokenVersion} + 1` })
    .where(eq(accounts.employerId, employerId));
}

/** Ingestion heard from these depots' devices at `at` (their 'last online'). */
export async function markDepotsOnline(query: RawQuery, accountIds: number[], at: Date) {
  if (!accountIds.length) return;
  await query(
    `update accounts set last_online = greatest(accounts.last_online, $2::timestamptz)
     where id in (select jsonb_array_elements_text($1::jsonb)::int)`,
    [JSON.stringify(accountIds), at],
  );
}
