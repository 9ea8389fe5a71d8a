import type { Db } from '../../db/client';
import { pdamGolongan, pdamTariffBlocks, pdamUtilities } from '../../db/schema';
import { TARIFFS, type SeedPdam } from './tariffs';

/**
 * Adds the committed tariffs (tariffs.ts) that the database lacks; runs at every start, after the
 * migrations, so new and existing databases both get them. What is there is never overwritten:
 * a super admin's edits stay. A golongan is added with its blocks only when it is missing.
 */
export async function ensurePdamTariffs(db: Db, tariffs: SeedPdam[] = TARIFFS) {
  await db.transaction(async (tx) => {
    await tx
      .insert(pdamUtilities)
      .values(
        tariffs.map((p, i) => ({
          id: p.id,
          name: p.name,
          region: p.region,
          regulation: p.regulation,
          regulationDate: p.regulationDate,
          sourceUrl: p.source,
          notes: p.notes ?? null,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();
    const classes = tariffs.flatMap((p) => p.golongan.map((g, i) => ({ p, g, i })));
    const added = await tx
      .insert(pdamGolongan)
      .values(
        classes.map(({ p, g, i }) => ({
          pdamId: p.id,
          id: g.id,
          description: g.description,
          minimumM3: g.minimumM3 ?? 0,
          adminFee: g.adminFee ?? 0,
          meterFee: g.meterFee ?? 0,
          sourceUrl: g.source,
          notes: g.notes ?? null,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing()
      .returning({ pdamId: pdamGolongan.pdamId, id: pdamGolongan.id });
    const blocks = added.flatMap(({ pdamId, id }) =>
      classes
        .find(({ p, g }) => p.id === pdamId && g.id === id)!
        .g.blocks.map((b) => ({
          pdamId,
          golonganId: id,
          fromM3: b.from,
          toM3: b.to,
          pricePerM3: b.price,
        })),
    );
    if (blocks.length > 0) await tx.insert(pdamTariffBlocks).values(blocks).onConflictDoNothing();
  });
}
