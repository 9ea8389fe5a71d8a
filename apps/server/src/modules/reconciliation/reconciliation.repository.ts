import { DEFAULT_GAP_THRESHOLD_GALLONS } from '@depot/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reconciliationClosedDays, reconciliationSettings } from './reconciliation.schema';

export function thresholdOf(db: Db, accountId: number) {
  return db
    .select({ gallons: reconciliationSettings.gapThresholdGallons })
    .from(reconciliationSettings)
    .where(eq(reconciliationSettings.accountId, accountId))
    .then((rows) => rows[0]?.gallons ?? DEFAULT_GAP_THRESHOLD_GALLONS);
}

export async function saveThreshold(db: Db, accountId: number, gallons: number) {
  await db
    .insert(reconciliationSettings)
    .values({ accountId, gapThresholdGallons: gallons })
    .onConflictDoUpdate({
      target: reconciliationSettings.accountId,
      set: { gapThresholdGallons: gallons },
    });
}

/** Records a day as closed; false when it already was (another process, an earlier run). */
export async function markClosed(tx: Db, accountId: number, day: string, gapGallons: number) {
  const rows = await tx
    .insert(reconciliationClosedDays)
    .values({ accountId, day, gapGallons })
    .onConflictDoNothing()
    .returning({ day: reconciliationClosedDays.day });
  return rows.length > 0;
}

/** Depots whose day is already closed. */
export function closedOn(db: Db, day: string) {
  return db
    .select({ accountId: reconciliationClosedDays.accountId })
    .from(reconciliationClosedDays)
    .where(eq(reconciliationClosedDays.day, day))
    .then((rows) => new Set(rows.map((r) => r.accountId)));
}
