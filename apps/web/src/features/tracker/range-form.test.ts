import { HISTORY_MAX_DAYS, messages } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { rangeForm } from './range-form';

const issues = (start_date: string, end_date: string) => {
  const result = rangeForm.safeParse({ start_date, end_date });
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the history form', () => {
  it("needs both dates: 'Harap isi tanggal awal dan akhir.'", () => {
    expect(issues('', '2026-03-02')).toEqual([['start_date', messages.tracker.datesRequired]]);
    expect(issues('', '')).toEqual([
      ['start_date', messages.tracker.datesRequired],
      ['end_date', messages.tracker.datesRequired],
    ]);
  });

  it("then keeps the API's rules: order and the longest range", () => {
    expect(issues('2026-03-02', '2026-03-02')).toEqual([]);
    expect(issues('2026-03-03', '2026-03-02')).toEqual([['end_date', messages.tracker.rangeOrder]]);
    expect(issues('2024-01-01', '2026-03-02')).toEqual([
      ['end_date', messages.tracker.rangeTooLong(HISTORY_MAX_DAYS)],
    ]);
  });
});
