import type { Profile } from '@depot/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts, tanks } from '../../db/schema';

const employer = alias(accounts, 'employer');

/**
 * An account's profile: its depot's details and settings, which for an employee are their
 * employer's (`employee_of`). Usernames match regardless of case. `depotId` is the depot's account.
 */
export async function findProfile(
  db: Db,
  username: string,
): Promise<(Profile & { depotId: number }) | undefined> {
  const [row] = await db
    .select({ account: accounts, employer: employer })
    .from(accounts)
    .leftJoin(employer, eq(employer.id, accounts.employerId))
    .where(eq(sql`lower(${accounts.username})`, username.toLowerCase()));
  if (!row) return undefined;
  const depot = row.employer ?? row.account;
  const tankRows = await db
    .select({ id: tanks.id, name: tanks.name, low_stock_pct: tanks.lowStockPct })
    .from(tanks)
    .where(eq(tanks.accountId, depot.id))
    .orderBy(asc(tanks.id));
  return {
    depotId: depot.id,
    username: row.account.username,
    depot_name: depot.depotName,
    address: depot.address,
    phone: depot.phone,
    opening_hours: depot.openingHours,
    latitude: depot.latitude,
    longitude: depot.longitude,
    show_on_public_map: depot.showOnPublicMap,
    employee_of: row.employer?.username ?? null,
    tanks: tankRows,
  };
}
