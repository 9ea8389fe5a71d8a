import { formatMonthName, PDAM_YEAR_CHOICES } from '@depot/contract';

/** Januari to Desember, valued 01 to 12. */
export const MONTH_CHOICES = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1).padStart(2, '0'),
  label: formatMonthName(i + 1, 2000),
}));

/** The current year and the 4 before, newest first. */
export const yearChoices = (currentYear: string) =>
  Array.from({ length: PDAM_YEAR_CHOICES }, (_, i) => String(Number(currentYear) - i));
