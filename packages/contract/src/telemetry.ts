import { TAPS } from './admin';
import { messages } from './messages';
import { z } from './zod';

export const LOW_STOCK_DEFAULT_PCT = 20;
export const OFFLINE_AFTER_MS = 10 * 60 * 1000;
export const OFFLINE_CHECK_INTERVAL_MS = 30 * 1000;
/**
 * A reading may be at most this far ahead of the server's clock: cheap devices' clocks drift by
 * minutes, not hours. Within it the reading is stored at the server's receive time.
 */
export const MAX_FUTURE_MS = 10 * 60 * 1000;
/** One flow event is one filled gallon; anything above this is not a gallon. */
export const MAX_GALLON_LITRES = 25;

/** A JSON number too large for a double (1e400) arrives as Infinity: say so, not "number expected". */
export const finiteNumber = () =>
  z.number({
    error: (issue) =>
      typeof issue.input !== 'number'
        ? undefined
        : Number.isNaN(issue.input)
          ? messages.ingest.notANumber
          : !Number.isFinite(issue.input)
            ? messages.ingest.notFinite
            : undefined,
  });

export const readingValue = (min: number, max: number, unit = '') => {
  const message = `harus antara ${min} dan ${max}${unit ? ` ${unit}` : ''}`;
  return finiteNumber().min(min, message).max(max, message);
};

/**
 * Nothing is dated before 2000: an epoch in seconds would otherwise land in 1970, and a clock
 * reset to year 0 or 1 gives a time the database cannot hold.
 */
export const MIN_READING_MS = Date.UTC(2000, 0, 1);

/** When and which message: both optional; `ts` is ISO-8601 with an offset or epoch milliseconds. */
export const readingMeta = {
  ts: z
    .union([
      // An impossible date (NaN) is left to the format check, which names it.
      z.iso
        .datetime({ offset: true })
        .refine((v) => !(Date.parse(v) < MIN_READING_MS), messages.ingest.tsBefore2000),
      finiteNumber().int().min(MIN_READING_MS, messages.ingest.tsEpoch),
    ])
    .optional(),
  seq: finiteNumber().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
};

// Device payloads may carry extra diagnostics (battery, RSSI): unknown fields are ignored.
export const levelPayload = z
  .object({
    distance_cm: readingValue(0, 10_000, 'cm').optional(),
    water_level_cm: readingValue(0, 10_000, 'cm').optional(),
    ...readingMeta,
  })
  .refine((r) => (r.distance_cm === undefined) !== (r.water_level_cm === undefined), {
    message: 'isi salah satu: distance_cm atau water_level_cm',
  });

export const flowPayload = z.object({
  tap: z.enum(TAPS).optional(),
  volume_l: finiteNumber()
    .gt(0, `harus lebih dari 0 dan paling banyak ${MAX_GALLON_LITRES} liter`)
    .max(MAX_GALLON_LITRES, `harus lebih dari 0 dan paling banyak ${MAX_GALLON_LITRES} liter`),
  ...readingMeta,
});

export const qualityPayload = z
  .object({
    temperature: readingValue(-10, 80, '°C').optional(),
    ph: readingValue(0, 14).optional(),
    tds: readingValue(0, 5000, 'ppm').optional(),
    salinity: readingValue(0, 50, 'ppt').optional(),
    turbidity: readingValue(0, 1000, 'NTU').optional(),
    ...readingMeta,
  })
  .refine(
    (r) => [r.temperature, r.ph, r.tds, r.salinity, r.turbidity].some((v) => v !== undefined),
    { message: 'tidak ada nilai kualitas air (temperature, ph, tds, salinity, turbidity)' },
  );

/** A device that has nothing to report says it is alive. */
export const heartbeatPayload = z.object({ heartbeat: z.literal(true) });

export type LevelPayload = z.infer<typeof levelPayload>;
export type FlowPayload = z.infer<typeof flowPayload>;
export type QualityPayload = z.infer<typeof qualityPayload>;

export const ingestReply = z.object({
  accepted: z.number(),
  rejected: z.number(),
  errors: z.array(z.object({ index: z.number(), reason: z.string() })),
});
export type IngestReply = z.infer<typeof ingestReply>;

export const notification = z.object({
  id: z.number(),
  kind: z.string(),
  message: z.string(),
  timestamp: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;
