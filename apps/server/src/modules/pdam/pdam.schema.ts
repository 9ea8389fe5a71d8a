import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';

/**
 * Water utilities (PDAM) and their published tariffs, seeded from modules/pdam/tariffs.ts and
 * editable by a super admin. Ids are slugs (`pam-jaya`).
 */
export const pdamUtilities = pgTable(
  'pdam_utilities',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    region: text('region').notNull(),
    /** The regulation the tariff comes from, e.g. 'Keputusan Gubernur DKI Jakarta No. 730/2024'. */
    regulation: text('regulation').notNull(),
    regulationDate: date('regulation_date').notNull(),
    /** Where the figures were read (the regulation or a report quoting it). */
    sourceUrl: text('source_url').notNull(),
    /** Piped drinking water is exempt from PPN (PP 49/2022 art. 6(2)(m)): 0 unless a PDAM differs. */
    ppnPercent: doublePrecision('ppn_percent').notNull().default(0),
    /** Bea meterai (UU 10/2020): this amount when the bill is above the threshold. */
    materaiAmount: integer('materai_amount').notNull().default(10_000),
    materaiThreshold: integer('materai_threshold').notNull().default(5_000_000),
    notes: text('notes'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('pdam_utilities_ppn', sql`${t.ppnPercent} between 0 and 100`),
    check('pdam_utilities_materai', sql`${t.materaiAmount} >= 0 and ${t.materaiThreshold} >= 0`),
  ],
);

/** A customer class (golongan) of a PDAM, with its minimum billed usage and fixed fees. */
export const pdamGolongan = pgTable(
  'pdam_golongan',
  {
    pdamId: text('pdam_id')
      .notNull()
      .references(() => pdamUtilities.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    id: text('id').notNull(),
    /** Names the row on the master-data screen, whose edits address one column. */
    rowId: serial('row_id').notNull().unique(),
    description: text('description').notNull(),
    minimumM3: doublePrecision('minimum_m3').notNull().default(0),
    /** Biaya administrasi per month, whole rupiah. */
    adminFee: integer('admin_fee').notNull().default(0),
    /** Biaya pemeliharaan meter per month, whole rupiah. */
    meterFee: integer('meter_fee').notNull().default(0),
    sourceUrl: text('source_url').notNull(),
    notes: text('notes'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.pdamId, t.id] }),
    check(
      'pdam_golongan_fees',
      sql`${t.minimumM3} >= 0 and ${t.adminFee} >= 0 and ${t.meterFee} >= 0`,
    ),
  ],
);

/** A progressive block: usage above `from_m3` up to `to_m3` (open when null) at a price per m³. */
export const pdamTariffBlocks = pgTable(
  'pdam_tariff_blocks',
  {
    pdamId: text('pdam_id').notNull(),
    golonganId: text('golongan_id').notNull(),
    /** Names the row on the master-data screen. */
    rowId: serial('row_id').notNull().unique(),
    fromM3: doublePrecision('from_m3').notNull(),
    toM3: doublePrecision('to_m3'),
    pricePerM3: integer('price_per_m3').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pdamId, t.golonganId, t.fromM3] }),
    foreignKey({
      columns: [t.pdamId, t.golonganId],
      foreignColumns: [pdamGolongan.pdamId, pdamGolongan.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    check(
      'pdam_tariff_blocks_range',
      sql`${t.fromM3} >= 0 and (${t.toM3} is null or ${t.toM3} > ${t.fromM3})`,
    ),
    check('pdam_tariff_blocks_price', sql`${t.pricePerM3} >= 0`),
  ],
);
