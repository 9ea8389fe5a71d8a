import { plainText } from './common';
import { messages } from './messages';
import { byMethod } from './pos';
import { z } from './zod';

/**
 * A cashier's takings since their last close: sales by payment method, Utang paid off by method,
 * and the cash the drawer should hold (cash sales less change, plus Utang paid in cash).
 */
export const cashPeriod = z.object({
  cashier_id: z.number().nullable(),
  cashier: z.string().nullable(),
  /** The attendance shift the cashier was clocked in to, if any. */
  shift: z.string().nullable(),
  /** The previous close's end (null: the cashier's first close). */
  from: z.string().nullable(),
  to: z.string(),
  sales_count: z.number(),
  sales: byMethod,
  utang_paid: byMethod.omit({ utang: true }),
  expected_cash: z.number(),
});
export type CashPeriod = z.infer<typeof cashPeriod>;

export const cashClose = cashPeriod.extend({
  id: z.number(),
  counted_cash: z.number(),
  /** Counted less expected: negative is cash missing. */
  difference: z.number(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type CashClose = z.infer<typeof cashClose>;

/** `GET /api/cash-close/{username}`: the caller's open period and the closes they may see. */
export const cashCloseOverview = z.object({
  open: cashPeriod,
  /** Newest first; the owner sees every cashier's, an employee their own. */
  closes: z.array(cashClose),
});
export type CashCloseOverview = z.infer<typeof cashCloseOverview>;

/** `POST /api/cash-close/{username}`: the cash counted in the drawer. */
export const cashCloseBody = z.strictObject({
  counted_cash: z
    .number({ message: messages.cashClose.counted })
    .int(messages.cashClose.counted)
    .min(0, messages.cashClose.counted)
    .max(1_000_000_000, messages.cashClose.counted),
  note: plainText(300, { multiline: true }).optional(),
});
export type CashCloseBody = z.infer<typeof cashCloseBody>;

export const cashCloseResult = z.object({ message: z.string(), close: cashClose });
export type CashCloseResult = z.infer<typeof cashCloseResult>;
