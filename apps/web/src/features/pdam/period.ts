import { formatMonthName, PDAM_YEAR_CHOICES } from '@depot/contract';

/** Today's year and month in Asia/Jakarta: ['2026', '03']. */
export function jakartaYearMonth(now = new Date()): [string, string] {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-') as [string, string];
  return [year, month];
}

/** Januari to Desember, valued 01 to 12. */
export const MONTH_CHOICES = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1).padStart(2, '0'),
  label: formatMonthName(i + 1, 2000),
}));

/** The current year and the 4 before, newest first. */
export const yearChoices = (currentYear: string) =>
  Array.from({ length: PDAM_YEAR_CHOICES }, (_, i) => String(Number(currentYear) - i));
