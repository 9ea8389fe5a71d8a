/**
 * Calendar arithmetic in Asia/Jakarta (WIB, UTC+7 all year, no daylight saving): the one
 * implementation of days, ISO weeks and months that the server and the web share. A day is
 * `YYYY-MM-DD`, a month `YYYY-MM`.
 */

/** The zone's IANA name, for the Intl formatters that show a moment in Jakarta time. */
export const JAKARTA_TIME_ZONE = 'Asia/Jakarta';
export const JAKARTA_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utcMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The Jakarta day a moment falls on. */
export const jakartaDay = (at: Date | number) =>
  iso((typeof at === 'number' ? at : at.getTime()) + JAKARTA_OFFSET_MS);

/** Today's date in Jakarta. */
export const jakartaToday = (now: Date = new Date()) => jakartaDay(now);

/** The Jakarta month a moment falls in. */
export const jakartaMonth = (at: Date | number = new Date()) => jakartaDay(at).slice(0, 7);

/** This year and month in Jakarta, as the month and year pickers hold them: ['2026', '03']. */
export function jakartaYearMonth(at: Date | number = new Date()): [string, string] {
  const [year, month] = jakartaMonth(at).split('-') as [string, string];
  return [year, month];
}

/** The moment a Jakarta day begins (00:00 WIB). */
export const jakartaDayStart = (day: string) => new Date(utcMs(day) - JAKARTA_OFFSET_MS);

/** The midnight (WIB) that starts the Jakarta day a moment falls in. */
export const jakartaMidnight = (at: Date) => jakartaDayStart(jakartaDay(at));

/** Whole Jakarta days `startDay`..`endDay`, both included: [00:00 WIB of the first, of the day after the last). */
export function jakartaDays(startDay: string, endDay: string): { from: Date; to: Date } {
  return {
    from: jakartaDayStart(startDay),
    to: new Date(jakartaDayStart(endDay).getTime() + DAY_MS),
  };
}

/** The first and last day of a YYYY-MM month, the last capped at `today`; null if it is all in the future. */
export function monthRange(month: string, today: string): { from: string; to: string } | null {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const from = `${month}-01`;
  if (from > today) return null;
  // Not Date.UTC(y, …), which reads a year below 100 as 19xx.
  const last = iso(new Date(0).setUTCFullYear(y, m, 0));
  return { from, to: last < today ? last : today };
}

/** Monday = 0 … Sunday = 6. */
const weekdayOf = (day: string) => (new Date(utcMs(day)).getUTCDay() + 6) % 7;

/** The Monday that begins the ISO week of a day. */
export const mondayOf = (day: string) => iso(utcMs(day) - weekdayOf(day) * DAY_MS);

/** Mondays of the `weeks` weeks ending with the one containing `today`, oldest first. */
export function recentWeeks(today: string, weeks: number): { from: string; to: string } {
  const monday = utcMs(mondayOf(today));
  return { from: iso(monday - (weeks - 1) * 7 * DAY_MS), to: iso(monday) };
}

/**
 * The ISO 8601 week of a day: weeks begin on Monday, and week 1 is the one holding the year's
 * first Thursday, so 1 January may belong to week 52 or 53 of the year before.
 */
export function isoWeek(day: string): { year: number; week: number } {
  const thursday = utcMs(day) + (3 - weekdayOf(day)) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const firstJan = new Date(0).setUTCFullYear(year, 0, 1);
  return { year, week: Math.floor((thursday - firstJan) / DAY_MS / 7) + 1 };
}

/** The date `n` days before a YYYY-MM-DD date. */
export const daysBefore = (date: string, n: number) => iso(utcMs(date) - n * DAY_MS);
