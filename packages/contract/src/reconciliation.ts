import { calendarDay, spanDays } from './date-range';
import { z } from './zod';
import { messages } from './messages';

/** The longest trend one call returns (a quarter); the screen asks for 30 days. */
export const RECONCILIATION_MAX_DAYS = 92;
/** The gap (gallons, either way) above which a closed day is notified, until the owner sets one. */
export const DEFAULT_GAP_THRESHOLD_GALLONS = 2;

/** `?date=YYYY-MM-DD` (today when absent) for a day, or `?from=&to=` for a trend. */
export const reconciliationQuery = z
  .strictObject({
    date: calendarDay.optional(),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
  })
  .refine(
    (q) =>
      q.date !== undefined
        ? q.from === undefined && q.to === undefined
        : (q.from === undefined) === (q.to === undefined),
    messages.reconciliation.dateOrRange,
  )
  .refine((q) => !q.from || !q.to || q.from <= q.to, messages.range.order)
  .refine(
    (q) => !q.from || !q.to || spanDays(q.from, q.to) <= RECONCILIATION_MAX_DAYS,
    messages.reconciliation.rangeTooLong(RECONCILIATION_MAX_DAYS),
  );
export type ReconciliationQuery = z.infer<typeof reconciliationQuery>;

/** Taps against till: a positive gap is water that left the taps without a sale. */
const figures = {
  tap_gallons: z.number(),
  sold_gallons: z.number(),
  gap_gallons: z.number(),
  gap_rupiah: z.number(),
};
export type ReconciliationFigures = { [K in keyof typeof figures]: number };

export const reconciliationDay = z.object({
  date: z.string(),
  ...figures,
  /** The rupiah a gallon is worth: the depot's own average at the till that day. */
  price_per_gallon: z.number(),
  by_shift: z.array(
    z.object({
      shift_id: z.number(),
      name: z.string(),
      start: z.string(),
      end: z.string(),
      ...figures,
    }),
  ),
  by_employee: z.array(z.object({ person_id: z.number(), name: z.string(), ...figures })),
});
export type ReconciliationDay = z.infer<typeof reconciliationDay>;

export const reconciliationTrend = z.object({
  from: z.string(),
  to: z.string(),
  threshold_gallons: z.number(),
  days: z.array(z.object({ date: z.string(), ...figures })),
});
export type ReconciliationTrend = z.infer<typeof reconciliationTrend>;

/** `PUT /api/reconciliation/{username}/settings`, and its answer. */
export const reconciliationSettings = z.strictObject({
  gap_threshold_gallons: z.number().min(0).max(1000),
});
export type ReconciliationSettings = z.infer<typeof reconciliationSettings>;
