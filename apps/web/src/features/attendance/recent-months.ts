import { jakartaYearMonth } from '@depot/contract';

/** The month picker's choices: this month (Asia/Jakarta) and the ones before it, newest first. */
export function recentMonths(count: number, now: Date = new Date()): string[] {
  const [year, month] = jakartaYearMonth(now).map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(year, month - 1 - i, 1)).toISOString().slice(0, 7),
  );
}
