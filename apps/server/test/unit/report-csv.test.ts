import { describe, expect, it } from 'vitest';
import { bucketDays, reportTable } from '../../src/modules/dashboard/report-csv';

const day = (date: string, volume: number, gallons: number) => ({
  date,
  volume,
  gallons,
  tapA: gallons,
  tapB: 0,
  tapC: 0,
});

// Sunday 28 Feb 2027 ends ISO week 8; Monday 1 March begins week 9 and a new month.
const DAYS = [day('2027-02-27', 18.9, 1), day('2027-02-28', 37.8, 2), day('2027-03-01', 0.45, 3)];

describe('bucketDays: the weekly and monthly tables of a range', () => {
  it('sums days into ISO weeks keyed by their Monday, a cut week with only its own days', () => {
    const weeks = bucketDays(DAYS, 'weekly');
    expect(weeks.map((b) => [b.key, b.gallons])).toEqual([
      ['2027-02-22', 3],
      ['2027-03-01', 3],
    ]);
    expect(weeks[0]!.volume).toBeCloseTo(56.7, 9);
  });

  it('sums days into months', () => {
    expect(bucketDays(DAYS, 'monthly').map((b) => [b.key, b.gallons])).toEqual([
      ['2027-02', 3],
      ['2027-03', 3],
    ]);
  });
});

describe('reportTable', () => {
  it("writes the dashboard's columns, weeks by ISO number, fractions in the separator's locale", () => {
    expect(reportTable(DAYS, 'weekly', ';').rows).toEqual([
      [8, '2027-02-22', '56,7', 3],
      [9, '2027-03-01', '0,45', 3],
    ]);
    expect(reportTable(DAYS, 'daily', ',').rows[0]).toEqual(['2027-02-27', '18.9', 1, 1, 0, 0]);
  });
});
