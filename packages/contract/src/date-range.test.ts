import { describe, expect, it } from 'vitest';
import { csvRangeQuery, optionalRangeQuery, rangeProblem, RANGE_MAX_DAYS } from './date-range';
import { messages } from './messages';

describe('rangeProblem', () => {
  it('takes a day, a year and a leap year', () => {
    expect(rangeProblem('2026-11-27', '2026-11-27')).toBeNull();
    expect(rangeProblem('2027-01-01', '2027-12-31')).toBeNull();
    expect(rangeProblem('2028-01-01', '2028-12-31')).toBeNull();
  });

  it('refuses a range that runs backwards or longer than a year, in Indonesian', () => {
    expect(rangeProblem('2026-11-28', '2026-11-27')).toBe(messages.range.order);
    expect(rangeProblem('2026-01-01', '2027-01-02')).toBe(messages.range.tooLong(RANGE_MAX_DAYS));
  });
});

describe('the range queries', () => {
  it('take both days or neither, and default the CSV separator to ;', () => {
    expect(optionalRangeQuery.safeParse({}).success).toBe(true);
    expect(optionalRangeQuery.safeParse({ from: '2026-11-01' }).error?.issues[0]?.message).toBe(
      messages.range.both,
    );
    expect(csvRangeQuery.parse({ from: '2026-11-01', to: '2026-11-30' }).sep).toBe(';');
    expect(
      csvRangeQuery.safeParse({ from: '2026-11-01', to: '2026-11-30', sep: '\t' }).error?.issues[0]
        ?.message,
    ).toBe(messages.range.separator);
  });
});
