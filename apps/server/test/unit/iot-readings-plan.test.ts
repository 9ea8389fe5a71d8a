import { bucketLabel, jakartaMidnight, sensorReadingsQuery } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { bucketMinutes, bucketStart, periodOf } from '../../src/modules/iot/readings-plan';

const at = (iso: string) => new Date(iso);
const query = (q: Record<string, string>) => sensorReadingsQuery.parse(q);

describe('reading periods cut in Asia/Jakarta', () => {
  it('starts the WIB day at 17:00 UTC the day before', () => {
    // 23:59 WIB on 31 March is still 31 March; 00:01 WIB on 1 April is already April.
    expect(jakartaMidnight(at('2026-03-31T16:59:00Z')).toISOString()).toBe(
      '2026-03-30T17:00:00.000Z',
    );
    expect(jakartaMidnight(at('2026-03-31T17:01:00Z')).toISOString()).toBe(
      '2026-03-31T17:00:00.000Z',
    );
  });

  it('weekly: today and the 6 days before from 00:00 WIB; monthly: 30 days; open to now', () => {
    const now = at('2026-11-24T02:00:00Z'); // 09:00 WIB on 24 November
    expect(periodOf(query({ _range: 'weekly' }), now)).toEqual({
      from: at('2026-11-17T17:00:00Z'), // 00:00 WIB on 18 November
      to: null,
    });
    expect(periodOf(query({ _range: 'monthly' }), now)).toEqual({
      from: at('2026-10-25T17:00:00Z'), // 00:00 WIB on 26 October
      to: null,
    });
    expect(periodOf(query({}), now)).toEqual({ from: null, to: null });
  });

  it('by_month: the calendar month in WIB, December into the next year', () => {
    const now = at('2026-11-24T02:00:00Z');
    expect(periodOf(query({ _range: 'by_month', _month: '3', _year: '2026' }), now)).toEqual({
      from: at('2026-02-28T17:00:00Z'),
      to: at('2026-03-31T17:00:00Z'),
    });
    expect(periodOf(query({ _range: 'by_month', _month: '12', _year: '2025' }), now)).toEqual({
      from: at('2025-11-30T17:00:00Z'),
      to: at('2025-12-31T17:00:00Z'),
    });
  });
});

describe('bucket choice', () => {
  const span = (from: string, to: string, limit = 1000) => bucketMinutes(at(from), at(to), limit);

  it('picks the narrowest nice width that keeps the points within the limit', () => {
    // A week: 10 080 minutes → 10-minute buckets would be 1 008, so 15 minutes.
    expect(span('2026-11-17T17:00:00Z', '2026-11-24T17:00:00Z')).toBe(15);
    // A day: 1 440 minutes → 2-minute buckets (720).
    expect(span('2026-11-23T17:00:00Z', '2026-11-24T17:00:00Z')).toBe(2);
    // Thirty days: 720 hours → one hour.
    expect(span('2026-10-25T17:00:00Z', '2026-11-24T17:00:00Z')).toBe(60);
    // A year: 8 760 hours → 12 hours (730 points).
    expect(span('2025-11-24T17:00:00Z', '2026-11-24T17:00:00Z')).toBe(720);
    // Five years: 1 826 days → 2 days.
    expect(span('2021-11-24T17:00:00Z', '2026-11-24T17:00:00Z')).toBe(2880);
  });

  it('counts the misaligned first bucket and falls back to whole days past a week', () => {
    // 1 000 minutes starting at 00:30 WIB: 1-minute buckets fit exactly.
    expect(span('2026-11-23T17:30:00Z', '2026-11-24T10:10:00Z')).toBe(1);
    expect(span('2026-11-23T17:30:00Z', '2026-11-24T10:11:00Z')).toBe(2);
    // Ten years in 10 points: more than a week each, so whole days.
    const minutes = span('2016-11-24T17:00:00Z', '2026-11-24T17:00:00Z', 10);
    expect(minutes % 1440).toBe(0);
    expect(minutes).toBeGreaterThanOrEqual(366 * 1440);
  });

  it('aligns buckets on WIB midnight and names them', () => {
    // 12-hour buckets start at 00:00 and 12:00 WIB (17:00 and 05:00 UTC).
    const start = bucketStart(at('2026-11-24T04:59:00Z').getTime(), 720);
    expect(new Date(start).toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(bucketLabel(15)).toBe('15 menit');
    expect(bucketLabel(360)).toBe('6 jam');
    expect(bucketLabel(1440)).toBe('1 hari');
  });
});
