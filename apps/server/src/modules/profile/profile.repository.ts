import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';

/** A depot's public-facing details; usernames match regardless of case. */
export function findProfile(db: Db, username: string) {
  return db
    .select({
      username: accounts.username,
      depot_name: accounts.depotName,
      address: accounts.address,
    })
    .from(accounts)
    .where(eq(sql`lower(${accounts.username})`, username.toLowerCase()))
    .then((rows) => rows[0]);
}
