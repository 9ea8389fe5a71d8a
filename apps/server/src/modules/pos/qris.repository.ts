import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depotQris } from './pos.schema';

export function findQris(db: Db, accountId: number) {
  return db
    .select({ image: depotQris.image })
    .from(depotQris)
    .where(eq(depotQris.accountId, accountId))
    .then((rows) => rows[0]);
}

export async function saveQris(db: Db, accountId: number, image: string, now: Date) {
  await db
    .insert(depotQris)
    .values({ accountId, image, updatedAt: now })
    .onConflictDoUpdate({ target: depotQris.accountId, set: { image, updatedAt: now } });
}

/** Whether there was an image to delete. */
export async function deleteQris(db: Db, accountId: number) {
  const rows = await db
    .delete(depotQris)
    .where(eq(depotQris.accountId, accountId))
    .returning({ id: depotQris.accountId });
  return rows.length > 0;
}
