/** Calendar arithmetic in Asia/Jakarta (UTC+7 all year, no daylight saving). */

const WIB_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today's date in Jakarta as YYYY-MM-DD. */
export const jakartaToday = (now: Date) => iso(now.getTime() + WIB_OFFSET_MS);

/** The first and last day of a YYYY-MM month, the last capped at `today`; null if it is all in the future. */
export function monthRange(month: string, today: string): { from: string; to: string } | null {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const from = `${month}-01`;
  if (from > today) return null;
  // Not Date.UTC(y, …), which reads a year below 100 as 19xx.
  const last = iso(new Date(0).setUTCFullYear(y, m, 0));
  return { from, to: last < today ? last : today };
}

/** Mondays of the `weeks` weeks ending with the one containing `today`, oldest first. */
export function recentWeeks(today: string, weeks: number): { from: string; to: string } {
  const t = Date.parse(`${today}T00:00:00Z`);
  const weekday = (new Date(t).getUTCDay() + 6) % 7; // Monday = 0
  const monday = t - weekday * DAY_MS;
  return { from: iso(monday - (weeks - 1) * 7 * DAY_MS), to: iso(monday) };
}

/** The date `n` days before a YYYY-MM-DD date. */
export const daysBefore = (date: string, n: number) =>
  iso(Date.parse(`${date}T00:00:00Z`) - n * DAY_MS);
