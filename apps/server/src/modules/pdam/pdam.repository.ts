import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pdamGolongan, pdamTariffBlocks, pdamUtilities } from '../../db/schema';

/** Every PDAM with its golongan, in display order. */
export function listOptions(db: Db) {
  return db
    .select({
      pdamId: pdamUtilities.id,
      name: pdamUtilities.name,
      region: pdamUtilities.region,
      regulation: pdamUtilities.regulation,
      golonganId: pdamGolongan.id,
      description: pdamGolongan.description,
    })
    .from(pdamUtilities)
    .innerJoin(pdamGolongan, eq(pdamGolongan.pdamId, pdamUtilities.id))
    .orderBy(
      asc(pdamUtilities.sortOrder),
      asc(pdamUtilities.id),
      asc(pdamGolongan.sortOrder),
      asc(pdamGolongan.id),
    );
}

export async function findUtility(db: Db, pdamId: string) {
  const [row] = await db.select().from(pdamUtilities).where(eq(pdamUtilities.id, pdamId));
  return row;
}

export async function findGolongan(db: Db, pdamId: string, golonganId: string) {
  const [row] = await db
    .select()
    .from(pdamGolongan)
    .where(and(eq(pdamGolongan.pdamId, pdamId), eq(pdamGolongan.id, golonganId)));
  return row;
}

export function blocksOf(db: Db, pdamId: string, golonganId: string) {
  return db
    .select({
      fromM3: pdamTariffBlocks.fromM3,
      toM3: pdamTariffBlocks.toM3,
      pricePerM3: pdamTariffBlocks.pricePerM3,
    })
    .from(pdamTariffBlocks)
    .where(and(eq(pdamTariffBlocks.pdamId, pdamId), eq(pdamTariffBlocks.golonganId, golonganId)))
    .orderBy(asc(pdamTariffBlocks.fromM3));
}
