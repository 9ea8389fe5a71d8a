import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';

/**
 * The depot a username stands for: an owner's own account, an employee's employer. A super admin
 * has no depot, so their name finds none.
 */
export function accountIdOf(db: Db, username: string) {
  return db
    .select({ id: sql<number>`coalesce(${accounts.employerId}, ${accounts.id})` })
    .from(accounts)
    .where(
      and(
        eq(sql`lower(${accounts.username})`, username.toLowerCase()),
        eq(accounts.isSuperAdmin, false),
      ),
    )
    .then((rows) => rows[0]?.id);
}

export function usernameOf(db: Db, accountId: number) {
  return db
    .select({ username: accounts.username })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .then((rows) => rows[0]?.username);
}

/** The depot's people: its owner and its employees, by name. */
export function peopleOf(db: Db, accountId: number) {
  return db
    .select({
      id: accounts.id,
      username: accounts.username,
      name: sql<string>`coalesce(${accounts.name}, ${accounts.username})`,
    })
    .from(accounts)
    .where(or(eq(accounts.id, accountId), eq(accounts.employerId, accountId)))
    .orderBy(sql`${accounts.employerId} nulls first`, sql`lower(${accounts.username})`);
}

/** Where the depot stands, when its profile says. */
export function locationOf(db: Db, accountId: number) {
  return db
    .select({ latitude: accounts.latitude, longitude: accounts.longitude })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .then((rows) => {
      const row = rows[0];
      return row?.latitude == null || row.longitude == null
        ? null
        : { lat: row.latitude, lon: row.longitude };
    });
}

/**
 * Serialises what a depot's till writes: sales (their numbers), Utang payments and tutup kasir.
 * Each stamps its time with clock_timestamp() after taking this lock, so a close sees everything
 * stamped before its end and nothing stamped after it is left out of the next one.
 */
export async function lockDepot(db: Db, accountId: number) {
  await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
}
