import { CSV_SEPARATORS } from './csv';
import { messages } from './messages';
import { z } from './zod';

/** The longest range the income screen and the CSV exports take: a year, leap day included. */
export const RANGE_MAX_DAYS = 366;

/** A calendar day, YYYY-MM-DD, that exists (2026-02-31 would roll over to 3 March). */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
    message: messages.range.dateFormat,
    abort: true,
  })
  .refine(
    (d) => new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d,
    messages.range.dateFormat,
  );

/** Days from `from` to `to`, both counted. */
export const spanDays = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** Why a range is refused, or null: `from` after `to`, or longer than `maxDays`. */
export function rangeProblem(from: string, to: string, maxDays = RANGE_MAX_DAYS): string | null {
  if (from > to) return messages.range.order;
  if (spanDays(from, to) > maxDays) return messages.range.tooLong(maxDays);
  return null;
}

const rangeChecked = <T extends { from?: string; to?: string }>(schema: z.ZodType<T>) =>
  schema.superRefine((q, ctx) => {
    const problem = q.from && q.to ? rangeProblem(q.from, q.to) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });

/** `?from=&to=`: both or neither (the screen's default range). */
export const optionalRangeQuery = rangeChecked(
  z
    .strictObject({ from: calendarDay.optional(), to: calendarDay.optional() })
    .refine((q) => (q.from === undefined) === (q.to === undefined), messages.range.both),
);
export type OptionalRangeQuery = z.infer<typeof optionalRangeQuery>;

/** `?sep=` of every CSV export, `;` unless asked otherwise. */
export const csvSeparator = z
  .enum(CSV_SEPARATORS, { message: messages.range.separator })
  .default(';');

const csvRangeFields = { from: calendarDay, to: calendarDay, sep: csvSeparator };

/** `?from=&to=&sep=` of the sales and reconciliation exports. */
export const csvRangeQuery = rangeChecked(z.strictObject(csvRangeFields));
export type CsvRangeQuery = z.infer<typeof csvRangeQuery>;

/** The report export's table: per day, per ISO week or per month, as the dashboard's switcher. */
export const REPORT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const reportCsvQuery = rangeChecked(
  z.strictObject({
    ...csvRangeFields,
    period: z.enum(REPORT_PERIODS, { message: messages.range.period }).default('daily'),
  }),
);
export type ReportCsvQuery = z.infer<typeof reportCsvQuery>;
