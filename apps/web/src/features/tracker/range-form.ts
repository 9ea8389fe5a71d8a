import { messages, trackerRangeQuery, z } from '@depot/contract';

/**
 * The history form: both dates are needed (spec §5, 'Harap isi tanggal awal dan akhir.'), then
 * the API's own rules (format, order, the longest range).
 */
export const rangeForm = z
  .object({ start_date: z.string(), end_date: z.string() })
  .superRefine((range, ctx) => {
    for (const field of ['start_date', 'end_date'] as const) {
      if (!range[field]) {
        ctx.addIssue({ code: 'custom', message: messages.tracker.datesRequired, path: [field] });
      }
    }
  })
  .pipe(trackerRangeQuery);

export type RangeInput = z.input<typeof rangeForm>;
