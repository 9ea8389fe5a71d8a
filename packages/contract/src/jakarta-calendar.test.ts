import { describe, expect, it } from 'vitest';
import {
  daysBefore,
  isoWeek,
  jakartaDay,
  jakartaDays,
  jakartaMidnight,
  jakartaMonth,
  jakartaToday,
  jakartaYearMonth,
  monthRange,
  recentWeeks,
} from './jakarta-calendar';

const at = (iso: string) => new Date(iso);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('jakartaToday (Asia/Jakarta is UTC+7, no daylight saving)', () => {
  it('flips the date at 17:00 UTC, not at UTC midnight', () => {
    expect(jakartaToday(at('2026-05-10T16:59:59.999Z'))).toBe('2026-05-10');
    expect(jakartaToday(at('2026-05-10T17:00:00.000Z'))).toBe('2026-05-11');
    expect(jakartaToday(at('2026-05-10T00:00:00Z'))).toBe('2026-05-10');
    expect(jakartaToday(at('2026-05-09T23:59:59Z'))).toBe('2026-05-10');
  });

  it('crosses a month boundary at 17:00 UTC of the last day', () => {
    expect(jakartaToday(at('2026-01-31T16:59:59Z'))).toBe('2026-01-31');
    expect(jakartaToday(at('2026-01-31T17:00:00Z'))).toBe('2026-02-01');
    expect(jakartaToday(at('2026-02-28T17:00:00Z'))).toBe('2026-03-01');
    expect(jakartaToday(at('2028-02-28T17:00:00Z'))).toBe('2028-02-29');
    expect(jakartaToday(at('2028-02-29T17:00:00Z'))).toBe('2028-03-01');
  });

  it('crosses a year boundary at 17:00 UTC on 31 December', () => {
    expect(jakartaToday(at('2026-12-31T16:59:59Z'))).toBe('2026-12-31');
    expect(jakartaToday(at('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('does not depend on the offset the Date was written with', () => {
    expect(jakartaToday(at('2026-07-01T00:30:00+07:00'))).toBe('2026-07-01');
    expect(jakartaToday(at('2026-06-30T23:30:00-05:00'))).toBe('2026-07-01');
  });
});

describe('monthRange', () => {
  it('covers the whole of a past month', () => {
    expect(monthRange('2026-01', '2026-11-22')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(monthRange('2026-04', '2026-11-22')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(monthRange('2025-12', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('gives February 28 days, and 29 in the leap year 2028', () => {
    expect(monthRange('2026-02', '2026-11-22')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2027-02', '2028-06-01')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthRange('2028-02', '2028-06-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2000-02', '2001-01-01')).toEqual({ from: '2000-02-01', to: '2000-02-29' });
    expect(monthRange('2100-02', '2101-01-01')).toEqual({ from: '2100-02-01', to: '2100-02-28' });
  });

  it('keeps a year below 100 as it is (never read as 19xx): one month of days', () => {
    expect(monthRange('0050-01', '2026-11-22')).toEqual({ from: '0050-01-01', to: '0050-01-31' });
    expect(monthRange('0099-02', '2026-11-22')).toEqual({ from: '0099-02-01', to: '0099-02-28' });
  });

  it('stops the current month at today', () => {
    expect(monthRange('2026-11', '2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect(monthRange('2026-11', '2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(monthRange('2026-11', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('2028-02', '2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('is null for a month that has not begun', () => {
    expect(monthRange('2026-12', '2026-11-30')).toBeNull();
    expect(monthRange('2027-01', '2026-12-31')).toBeNull();
    expect(monthRange('2030-06', '2026-11-22')).toBeNull();
  });
});

describe('recentWeeks', () => {
  it('spans 12 weeks from the oldest Monday to the Monday of the current week', () => {
    // 2026-11-22 is a Sunday: its week began on Monday 2026-11-16.
    const { from, to } = recentWeeks('2026-11-22', 12);
    expect(to).toBe('2026-11-16');
    expect(from).toBe('2026-08-31');
    expect(weekday(from)).toBe(1);
    expect(weekday(to)).toBe(1);
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(11 * 7);
  });

  it('takes a Monday itself as the start of the current week', () => {
    expect(recentWeeks('2026-11-16', 1)).toEqual({ from: '2026-11-16', to: '2026-11-16' });
    expect(recentWeeks('2026-11-16', 2)).toEqual({ from: '2026-11-09', to: '2026-11-16' });
  });

  it('gives a Monday for every day of a week, oldest first', () => {
    for (const day of ['17', '18', '19', '20', '21', '22']) {
      expect(recentWeeks(`2026-11-${day}`, 3)).toEqual({ from: '2026-11-02', to: '2026-11-16' });
    }
  });

  it('crosses a year boundary', () => {
    // Friday 2027-01-01 belongs to the week of Monday 2026-12-28.
    expect(recentWeeks('2027-01-01', 1)).toEqual({ from: '2026-12-28', to: '2026-12-28' });
    expect(recentWeeks('2027-01-06', 12)).toEqual({ from: '2026-10-19', to: '2027-01-04' });
    const { from, to } = recentWeeks('2027-01-03', 4);
    expect({ from, to }).toEqual({ from: '2026-12-07', to: '2026-12-28' });
  });

  it('crosses the leap day of 2028', () => {
    // Wednesday 2028-03-01; the week began Monday 2028-02-28.
    expect(recentWeeks('2028-03-01', 2)).toEqual({ from: '2028-02-21', to: '2028-02-28' });
  });
});

describe('jakartaMonth and jakartaYearMonth (this month in Jakarta)', () => {
  it('turns the month at 17:00 UTC of its last day', () => {
    expect(jakartaMonth(at('2026-04-30T16:59:59Z'))).toBe('2026-04');
    expect(jakartaMonth(at('2026-04-30T17:00:00Z'))).toBe('2026-05');
    expect(jakartaYearMonth(at('2028-02-29T16:59:59Z'))).toEqual(['2028', '02']);
    expect(jakartaYearMonth(at('2028-02-29T17:00:00Z'))).toEqual(['2028', '03']);
  });

  it('turns the year at 17:00 UTC on 31 December', () => {
    expect(jakartaYearMonth(at('2026-12-31T16:59:59Z'))).toEqual(['2026', '12']);
    expect(jakartaYearMonth(at('2026-12-31T17:00:00Z'))).toEqual(['2027', '01']);
  });

  it('takes epoch milliseconds as well as a Date', () => {
    expect(jakartaDay(Date.parse('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    expect(jakartaMonth(Date.parse('2026-12-31T16:00:00Z'))).toBe('2026-12');
  });
});

describe('jakartaDays and jakartaMidnight (days as moments)', () => {
  it('runs from 00:00 WIB of the first day to 00:00 WIB after the last', () => {
    expect(jakartaDays('2026-03-02', '2026-03-02')).toEqual({
      from: at('2026-03-01T17:00:00Z'),
      to: at('2026-03-02T17:00:00Z'),
    });
    expect(jakartaDays('2026-12-31', '2027-01-01')).toEqual({
      from: at('2026-12-30T17:00:00Z'),
      to: at('2027-01-01T17:00:00Z'),
    });
  });

  it('finds the midnight WIB that began the day of a moment', () => {
    expect(jakartaMidnight(at('2026-03-01T16:59:59Z'))).toEqual(at('2026-02-28T17:00:00Z'));
    expect(jakartaMidnight(at('2026-03-01T17:00:00Z'))).toEqual(at('2026-03-01T17:00:00Z'));
    expect(jakartaMidnight(at('2028-02-29T12:00:00Z'))).toEqual(at('2028-02-28T17:00:00Z'));
  });
});

describe('isoWeek', () => {
  it('numbers an ordinary week, Monday to Sunday alike', () => {
    for (const day of ['2026-11-16', '2026-11-19', '2026-11-22']) {
      expect(isoWeek(day)).toEqual({ year: 2026, week: 47 });
    }
    expect(isoWeek('2026-11-23')).toEqual({ year: 2026, week: 48 });
  });

  it('gives 2026 (it begins on a Thursday) a week 53 that holds 1 to 3 January 2027', () => {
    expect(isoWeek('2026-01-01')).toEqual({ year: 2026, week: 1 });
    expect(isoWeek('2026-12-28')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2026-12-31')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-03')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-04')).toEqual({ year: 2027, week: 1 });
  });

  it('gives leap 2020 (it begins on a Wednesday) a week 53 too, and 2025 none', () => {
    expect(isoWeek('2020-12-31')).toEqual({ year: 2020, week: 53 });
    expect(isoWeek('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeek('2025-12-28')).toEqual({ year: 2025, week: 52 });
  });

  it('puts the last days of a December in week 1 of the next year', () => {
    // Monday 2024-12-30: the week holds Thursday 2 January 2025.
    expect(isoWeek('2024-12-29')).toEqual({ year: 2024, week: 52 });
    expect(isoWeek('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(isoWeek('2025-01-05')).toEqual({ year: 2025, week: 1 });
  });
});

describe('daysBefore', () => {
  it('steps back over month, leap day and year ends', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2028-03-01', 1)).toBe('2028-02-29');
    expect(daysBefore('2027-01-05', 6)).toBe('2026-12-30');
    expect(daysBefore('2026-11-22', 0)).toBe('2026-11-22');
  });
});
