import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cctvCameras } from '../../db/schema';

/** The sources a depot has set, by slot. */
export function listSources(db: Db, accountId: number) {
  return db
    .select({ slot: cctvCameras.slot, url: cctvCameras.url })
    .from(cctvCameras)
    .where(eq(cctvCameras.accountId, accountId));
}

export function findSource(db: Db, accountId: number, slot: number) {
  return db
    .select({ url: cctvCameras.url })
    .from(cctvCameras)
    .where(and(eq(cctvCameras.accountId, accountId), eq(cctvCameras.slot, slot)))
    .then((rows) => rows[0]?.url ?? null);
}

export async function upsertSource(db: Db, accountId: number, slot: number, url: string) {
  await db
    .insert(cctvCameras)
    .values({ accountId, slot, url })
    .onConflictDoUpdate({
      target: [cctvCameras.accountId, cctvCameras.slot],
      set: { url, updatedAt: sql`now()` },
    });
}

export async function deleteSource(db: Db, accountId: number, slot: number) {
  await db
    .delete(cctvCameras)
    .where(and(eq(cctvCameras.accountId, accountId), eq(cctvCameras.slot, slot)));
}
