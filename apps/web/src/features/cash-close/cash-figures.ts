import { formatDateTime, formatRupiah, formatTime, JAKARTA_TIME_ZONE } from '@depot/contract';

export interface CashDifference {
  color: 'green' | 'red' | 'orange';
  /** 'Pas', 'Kurang Rp 5.000' or 'Lebih Rp 2.000'. */
  text: string;
}

/** Counted less expected, said the way a cashier checks the drawer: short is red, over orange. */
export function cashDifference(difference: number): CashDifference {
  if (difference === 0) return { color: 'green', text: 'Pas' };
  return difference < 0
    ? { color: 'red', text: `Kurang ${formatRupiah(-difference)}` }
    : { color: 'orange', text: `Lebih ${formatRupiah(difference)}` };
}

const day = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeZone: JAKARTA_TIME_ZONE });

/**
 * A till's period in WIB: '27 Nov 2026, 08.00 – 14.05 WIB' within a day, both moments in full
 * across days, 'Sejak awal' before a cashier's first close.
 */
export function periodText(from: string | null, to: string) {
  if (from === null) return `Sejak awal – ${formatDateTime(to)}`;
  if (day.format(new Date(from)) === day.format(new Date(to)))
    return `${day.format(new Date(from))}, ${formatTime(from)} – ${formatTime(to)} WIB`;
  return `${formatDateTime(from)} – ${formatDateTime(to)}`;
}
