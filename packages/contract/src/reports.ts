import { messages } from './messages';
import { z } from './zod';

/** Years a report month may name: no depot has data before 2000, and a year is four digits. */
export const REPORT_YEARS = { first: 2000, last: 2099 } as const;

export const monthQuery = z.strictObject({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: messages.reports.monthFormat, abort: true })
    .refine(
      (month) => {
        const year = Number(month.slice(0, 4));
        return year >= REPORT_YEARS.first && year <= REPORT_YEARS.last;
      },
      messages.reports.monthRange(REPORT_YEARS.first, REPORT_YEARS.last),
    )
    .optional(),
});

const totals = { volume: z.number(), gallons: z.number() };
const taps = { tapA: z.number(), tapB: z.number(), tapC: z.number() };

export const dailyReport = z.object({
  daily: z.array(z.object({ date: z.string(), ...totals, ...taps })),
  /** Months (YYYY-MM) that have data, up to the current one, newest first: the month selector. */
  months: z.array(z.string()),
  /** Today's gallons per tap (Asia/Jakarta). */
  ...taps,
});
export type DailyReport = z.infer<typeof dailyReport>;

export const weeklyReport = z.object({
  /** `week` is the ISO week number; `start` the Monday it begins (Asia/Jakarta). */
  weekly: z.array(z.object({ week: z.number(), start: z.string(), ...totals })),
});
export type WeeklyReport = z.infer<typeof weeklyReport>;

export const monthlyReport = z.object({
  monthly: z.array(z.object({ month: z.number(), ...totals })),
  year: z.number(),
});
export type MonthlyReport = z.infer<typeof monthlyReport>;

export const tankReading = z.object({
  tank_id: z.number(),
  tank_name: z.string(),
  water_level_cm: z.number(),
  volume: z.number(),
  capacity: z.number(),
  height_cm: z.number(),
  timestamp: z.string(),
});
export type TankReading = z.infer<typeof tankReading>;

/** Weeks the weekly report covers, the current one last. */
export const WEEKLY_REPORT_WEEKS = 12;
