import type { Profile, ProfileUpdate } from '@depot/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, tanks } from '../../db/schema';

/** A depot's details and settings; usernames match regardless of case. */
export async function findProfile(
  db: Db,
  username: string,
): Promise<(Profile & { id: number }) | undefined> {
  const [account] = await db
    .select({
      id: accounts.id,
      username: accounts.username,
      depot_name: accounts.depotName,
      address: accounts.address,
      phone: accounts.phone,
      opening_hours: accounts.openingHours,
      latitude: accounts.latitude,
      longitude: accounts.longitude,
      show_on_public_map: accounts.showOnPublicMap,
    })
    .from(accounts)
    .where(eq(sql`lower(${accounts.username})`, username.toLowerCase()));
  if (!account) return undefined;
  const tankRows = await db
    .select({ id: tanks.id, name: tanks.name, low_stock_pct: tanks.lowStockPct })
    .from(tanks)
    .where(eq(tanks.accountId, account.id))
    .orderBy(asc(tanks.id));
  return { ...account, tanks: tankRows };
}

export async function updateAccount(db: Db, accountId: number, p: ProfileUpdate) {
  await db
    .update(accounts)
    .set({
      depotName: p.depot_name,
      address: p.address,
      phone: p.phone,
      openingHours: p.opening_hours,
      latitude: p.latitude,
      longitude: p.longitude,
      showOnPublicMap: p.show_on_public_map,
    })
    .where(eq(accounts.id, accountId));
}

/** Sets one tank's threshold; false when the tank is not this account's. */
export async function updateThreshold(db: Db, accountId: number, tankId: number, pct: number) {
  const rows = await db
    .update(tanks)
    .set({ lowStockPct: pct })
    .where(and(eq(tanks.id, tankId), eq(tanks.accountId, accountId)))
    .returning({ id: tanks.id });
  return rows.length > 0;
}
