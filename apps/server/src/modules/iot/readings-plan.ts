import { JAKARTA_OFFSET_MS, jakartaMidnight, type SensorReadingsQuery } from '@depot/contract';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The widths a chart point may average over, in minutes; from one hour up they read the rollup. */
export const BUCKET_MINUTES = [1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440, 2880, 10080];
export const ROLLUP_MINUTES = 60;

/** A period of readings: [from, to), null = open on that side. Every edge is a whole WIB hour. */
export interface Period {
  from: Date | null;
  to: Date | null;
}

/**
 * The period of `_range`, cut in Asia/Jakarta: weekly = today and the 6 days before it, monthly =
 * today and the 29 days before it (both from 00:00 WIB, up to now), by_month = that calendar month.
 * Whole days keep every edge on an hour, so the hourly rollup counts a period exactly.
 */
export function periodOf(query: SensorReadingsQuery, now: Date): Period {
  switch (query._range) {
    case 'weekly':
      return { from: new Date(jakartaMidnight(now).getTime() - 6 * DAY), to: null };
    case 'monthly':
      return { from: new Date(jakartaMidnight(now).getTime() - 29 * DAY), to: null };
    case 'by_month': {
      const year = query._year!;
      const month = query._month!;
      return {
        from: new Date(Date.UTC(year, month - 1, 1) - JAKARTA_OFFSET_MS),
        to: new Date(Date.UTC(year, month, 1) - JAKARTA_OFFSET_MS),
      };
    }
    default:
      return { from: null, to: null };
  }
}

/** The start of the bucket of width `minutes` holding `ms`; buckets are aligned on WIB midnight. */
export const bucketStart = (ms: number, minutes: number) => {
  const width = minutes * MINUTE;
  return Math.floor((ms + JAKARTA_OFFSET_MS) / width) * width - JAKARTA_OFFSET_MS;
};

/**
 * The narrowest nice bucket width (minutes) that cuts [from, to) into at most `limit` buckets;
 * past a week, whole days.
 */
export function bucketMinutes(from: Date, to: Date, limit: number): number {
  const buckets = (minutes: number) =>
    Math.ceil((to.getTime() - bucketStart(from.getTime(), minutes)) / (minutes * MINUTE));
  for (const minutes of BUCKET_MINUTES) {
    if (buckets(minutes) <= limit) return minutes;
  }
  // Whole days, widened until the misaligned first bucket fits too.
  for (let days = Math.ceil((to.getTime() - from.getTime()) / DAY / limit); ; days++) {
    if (buckets(days * 1440) <= limit) return days * 1440;
  }
}
