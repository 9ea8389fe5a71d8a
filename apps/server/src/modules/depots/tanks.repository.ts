import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tanks } from '../../db/schema';

/**
 * The one writer of `tanks`: a depot's tank is added when its registration is approved, and its
 * low-stock threshold set on the profile.
 */
export async function insertTank(
  db: Db,
  accountId: number,
  tank: { name: string; capacity: number; heightCm: number },
): Promise<number> {
  const [row] = await db
    .insert(tanks)
    .values({ accountId, ...tank })
    .returning({ id: tanks.id });
  if (!row) throw new Error('tank insert returned no row');
  return row.id;
}

/** Sets one tank's low-stock threshold; false when the tank is not this depot's. */
export async function setLowStockPct(db: Db, accountId: number, tankId: number, pct: number) {
  const rows = await db
    .update(tanks)
    .set({ lowStockPct: pct })
    .where(and(eq(tanks.id, tankId), eq(tanks.accountId, accountId)))
    .returning({ id: tanks.id });
  return rows.length > 0;
}
