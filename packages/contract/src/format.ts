import { JAKARTA_TIME_ZONE } from './jakarta-calendar';

/**
 * A formatter made on its first use, not when this module loads: the first Intl formatter of a
 * page loads the locale's data (on a mid-range phone ~50-100 ms each for numbers and dates), and
 * a page that shows no date should not pay for the dates' (the landing page, the home's first
 * paint before its figures arrive).
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateTime = lazy(
  () =>
    new Intl.DateTimeFormat('id-ID', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: JAKARTA_TIME_ZONE,
    }),
);
const number = lazy(() => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }));
const oneDecimal = lazy(
  () =>
    new Intl.NumberFormat('id-ID', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
);

/** A moment in Asia/Jakarta time, e.g. '22 Nov 2026, 09.15 WIB'. */
export const formatDateTime = (at: string | Date) => `${dateTime().format(new Date(at))} WIB`;

const clock = lazy(
  () =>
    new Intl.DateTimeFormat('id-ID', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: JAKARTA_TIME_ZONE,
    }),
);
/** A time of day in Asia/Jakarta, e.g. '10.42' (add ' WIB' where it stands alone). */
export const formatTime = (at: string | Date | number) => clock().format(new Date(at));

/** id-ID digits with up to two decimals: 1.234,5. */
export const formatNumber = (n: number) => number().format(n);
export const formatOneDecimal = (n: number) => oneDecimal().format(n);
/** Indonesian writes the unit 'km/jam'. */
export const SPEED_UNIT = 'km/jam';
export const formatSpeed = (kmh: number) => `${number().format(kmh)} ${SPEED_UNIT}`;

/**
 * A value with one decimal, shown beside the limit it is judged by (a share in percent, litres):
 * rounding never carries it across that limit, so 19,98 % of a 'below 20 %' rule reads '19,9',
 * not '20,0'.
 */
export function formatAgainstLimit(value: number, limit: number): string {
  // Tenths of a percent; the limit is snapped so that 0.3 * 10 counts as 3, not 3.0000000000000004.
  const limitTenths = Math.round(limit * 10 * 1e6) / 1e6;
  let tenths = Math.round(value * 10);
  if (value < limit && tenths >= limitTenths) tenths = Math.ceil(limitTenths) - 1;
  else if (value >= limit && tenths < limitTenths) tenths = Math.ceil(limitTenths);
  return oneDecimal().format(tenths / 10);
}

const litres = lazy(
  () =>
    new Intl.NumberFormat('id-ID', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
const integer = lazy(() => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }));
const day = lazy(
  () =>
    new Intl.DateTimeFormat('id-ID', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
);
const shortDay = lazy(
  () =>
    new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
);
const monthYear = lazy(
  () =>
    new Intl.DateTimeFormat('id-ID', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const monthName = lazy(() => new Intl.DateTimeFormat('id-ID', { month: 'long', timeZone: 'UTC' }));

/** Volumes are shown with two decimals: 1.234,50. */
export const formatLitres = (n: number) => litres().format(n);
export const formatInteger = (n: number) => integer().format(n);
/** A calendar date (YYYY-MM-DD): 'Sen, 2 Mar'. */
export const formatDay = (date: string) => day().format(new Date(`${date}T00:00:00Z`));
export const formatShortDay = (date: string) => shortDay().format(new Date(`${date}T00:00:00Z`));
/** A month (YYYY-MM): 'Maret 2026'. */
export const formatMonthYear = (month: string) =>
  monthYear().format(new Date(`${month}-01T00:00:00Z`));
/** A month number of a year: 'Maret'. */
export const formatMonthName = (month: number, year: number) =>
  monthName().format(new Date(Date.UTC(year, month - 1, 1)));

const rupiah = lazy(() => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }));
/**
 * Whole rupiah as 'Rp 12.000', a negative amount as '-Rp 12.000' (the sign before the currency,
 * as id-ID writes it); anything that is not a number shows as 'Rp 0'.
 */
export function formatRupiah(n: unknown) {
  const whole = typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : 0;
  return `${whole < 0 ? '-' : ''}Rp ${rupiah().format(Math.abs(whole))}`;
}
