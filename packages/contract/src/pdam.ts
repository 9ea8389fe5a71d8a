import { messages } from './messages';
import { REPORT_YEARS } from './reports';
import { z } from './zod';

/** Above this a usage is a typing error, not a depot's month (a big depot buys a few hundred m³). */
export const PDAM_MAX_USAGE_M3 = 100_000;
/** Months the bought-vs-sold chart covers, the chosen one last. */
export const PDAM_HISTORY_MONTHS = 12;
/** Year choices of the screen: the current year and the 4 before (spec owner-app §9). */
export const PDAM_YEAR_CHOICES = 5;

/** PDAM and golongan ids are slugs (`pam-jaya`, `rt-menengah-1`). */
const slug = z
  .string()
  .refine((id) => /^[a-z0-9][a-z0-9-]{0,63}$/.test(id), messages.pdam.invalidId);

const usageM3 = z
  .number({ error: messages.pdam.usageInvalid })
  .refine(Number.isFinite, messages.pdam.usageInvalid)
  .min(0, messages.pdam.usageInvalid)
  .max(PDAM_MAX_USAGE_M3, messages.pdam.usageInvalid);

const periodFields = {
  month: z.string().regex(/^(0[1-9]|1[0-2])$/, messages.pdam.monthInvalid),
  year: z
    .string()
    .regex(/^\d{4}$/, messages.pdam.yearInvalid(REPORT_YEARS.first, REPORT_YEARS.last))
    .refine(
      (y) => Number(y) >= REPORT_YEARS.first && Number(y) <= REPORT_YEARS.last,
      messages.pdam.yearInvalid(REPORT_YEARS.first, REPORT_YEARS.last),
    ),
};

/** `?month=MM&year=YYYY`, the month cut in Asia/Jakarta. */
export const pdamPeriodQuery = z.strictObject(periodFields);

/** The 12 months up to `month`/`year`, each priced with this PDAM and golongan. */
export const pdamHistoryQuery = z.strictObject({
  ...periodFields,
  pdamId: slug,
  golonganId: slug,
});

export const calculateBillRequest = z.strictObject({
  pdamId: slug,
  golonganId: slug,
  usageM3,
});
export type CalculateBillRequest = z.infer<typeof calculateBillRequest>;

/**
 * The bill screen's choices, checked as they change: the period, the PDAM and golongan (none
 * until the options have come), the owner's own meter figure (may stay empty) and which of the
 * two usages, sensors or meter, is billed.
 */
export const pdamBillForm = z.object({
  ...periodFields,
  pdamId: slug.nullable(),
  golonganId: slug.nullable(),
  meterM3: usageM3.optional(),
  source: z.enum(['sensor', 'meter']),
});
export type PdamBillForm = z.infer<typeof pdamBillForm>;

export const pdamOptions = z.object({
  success: z.literal(true),
  /** Keyed by PDAM id, in display order; `golongan` maps golongan id to its description. */
  data: z.record(
    z.string(),
    z.object({
      name: z.string(),
      region: z.string(),
      regulation: z.string(),
      golongan: z.record(z.string(), z.string()),
    }),
  ),
});
export type PdamOptions = z.infer<typeof pdamOptions>;

const waterBalance = {
  /** Water that entered the tanks (bought): stock change + dispensed, m³, 2 decimals. */
  total_m3: z.number(),
  /** Water dispensed through the taps (sold), m³. */
  dispensed_m3: z.number(),
  /** Bought minus sold, m³. */
  difference_m3: z.number(),
};

export const totalUsage = z.object({
  success: z.literal(true),
  data: z.object({
    ...waterBalance,
    /**
     * Stock at the month's closing WIB midnight minus at its opening one (all tanks), m³; the stock
     * at a midnight is interpolated by time between the level readings either side of it.
     */
    stock_change_m3: z.number(),
    /** Whether the stock is known at both ends of the month; without it the stock change is 0. */
    has_level_readings: z.boolean(),
    month: z.string(),
    year: z.string(),
  }),
});
export type TotalUsage = z.infer<typeof totalUsage>;

export const usageHistory = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      /** YYYY-MM */
      month: z.string(),
      ...waterBalance,
      /** The bill for `total_m3` with the chosen PDAM and golongan, whole rupiah. */
      estimated_bill: z.number(),
    }),
  ),
});
export type UsageHistory = z.infer<typeof usageHistory>;

export const billBlockLine = z.object({
  dari_m3: z.number(),
  /** null: the open last block. */
  sampai_m3: z.number().nullable(),
  volume_m3: z.number(),
  tarif_per_m3: z.number(),
  biaya: z.number(),
});
export type BillBlockLine = z.infer<typeof billBlockLine>;

export const billResult = z.object({
  pdam_name: z.string(),
  golongan: z.string(),
  usage_m3: z.number(),
  total_tagihan: z.number(),
  detail_biaya: z.object({
    biaya_pemakaian_air: z.number(),
    biaya_administrasi: z.number(),
    biaya_pemeliharaan_meter: z.number(),
    sub_total_sebelum_ppn_materai: z.number(),
    ppn_persentase: z.number(),
    ppn_jumlah: z.number(),
    materai_jumlah: z.number(),
  }),
  /** The water charge block by block; their `biaya` add up to `biaya_pemakaian_air`. */
  rincian_blok: z.array(billBlockLine),
  /** The least usage billed; a smaller usage is billed as this much. */
  pemakaian_minimum_m3: z.number(),
  volume_ditagih_m3: z.number(),
  dasar_tarif: z.object({ regulasi: z.string(), tanggal: z.string(), sumber: z.string() }),
});
export type BillResult = z.infer<typeof billResult>;

export const calculateBillResponse = z.object({ success: z.literal(true), data: billResult });
export type CalculateBillResponse = z.infer<typeof calculateBillResponse>;
