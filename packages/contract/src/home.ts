import { QUALITY_PARAMS } from './water-quality';
import { z } from './zod';

/** Days of water-quality history the owner's charts show. */
export const QUALITY_HISTORY_DAYS = 7;

const qualityValue = z.object({
  param: z.enum(QUALITY_PARAMS),
  value: z.number(),
  safe: z.boolean(),
});

const device = z.object({
  name: z.string(),
  kind: z.string(),
  online: z.boolean(),
  last_online: z.string().nullable(),
});

/**
 * The owner's home at a glance: today's (Asia/Jakarta) till and taps, the tanks, the water and
 * the devices, in one call (`GET /api/dashboard/{username}/today`).
 */
export const depotToday = z.object({
  date: z.string(),
  depot_name: z.string().nullable(),
  /** Rupiah taken at the till today. */
  takings: z.number(),
  /** Gallons sold at the till today (sale lines' quantities). */
  sold_gallons: z.number(),
  /** Gallons the taps' flow meters counted today. */
  tap_gallons: z.number(),
  /** Sold minus counted: above 0 the till sold more than the taps filled, below 0 fewer. */
  /** Taps against till, as the reconciliation counts it: positive is water filled but not sold. */
  gap_gallons: z.number(),
  /** All tanks together; null before any level reading. */
  tank: z.object({ volume: z.number(), capacity: z.number(), percent: z.number() }).nullable(),
  /** The newest value of each parameter measured; null before any quality reading. */
  quality: z
    .object({ ts: z.string(), safe: z.boolean(), params: z.array(qualityValue) })
    .nullable(),
  devices: z.array(device),
});
export type DepotToday = z.infer<typeof depotToday>;

/** The worst pH, TDS and turbidity of each hour of the last QUALITY_HISTORY_DAYS days, oldest first. */
export const qualityHistory = z.object({
  readings: z.array(
    z.object({
      ts: z.string(),
      ph: z.number().nullable(),
      tds: z.number().nullable(),
      turbidity: z.number().nullable(),
    }),
  ),
});
export type QualityHistory = z.infer<typeof qualityHistory>;
