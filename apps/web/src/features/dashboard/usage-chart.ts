import { formatLitres } from '@depot/contract';
import type { Bar } from '../../components/bar-chart';

/** One period of a report, as its chart and its table show it. */
export interface UsagePeriod {
  key: string;
  /** The table's and the tooltip's name of the period. */
  label: string;
  /** The chart's axis label, one string per line. */
  axis: string[];
  volume: number;
  gallons: number;
  /** Today, this week or this month: still filling up. */
  running: boolean;
}

/** Gallons as bars, the litres behind them in the tooltip. */
export const usageBars = (periods: UsagePeriod[]): Bar[] =>
  periods.map((p) => ({
    key: p.key,
    axis: p.axis,
    title: p.label,
    value: p.gallons,
    details: [`${formatLitres(p.volume)} L`],
    running: p.running,
  }));

const dayMonth = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const monthShort = new Intl.DateTimeFormat('id-ID', { month: 'short', timeZone: 'UTC' });
const DAY_MS = 86_400_000;

/** A Monday's week as '16–22 Nov' ('28 Okt–3 Nov' across months), split for the axis. */
export function weekRange(monday: string): { label: string; axis: string[] } {
  const start = new Date(`${monday}T00:00:00Z`);
  const end = new Date(start.getTime() + 6 * DAY_MS);
  const [startMonth, endMonth] = [monthShort.format(start), monthShort.format(end)];
  if (startMonth === endMonth) {
    const days = `${start.getUTCDate()}–${end.getUTCDate()}`;
    return { label: `${days} ${endMonth}`, axis: [days, endMonth] };
  }
  return {
    label: `${dayMonth.format(start)}–${dayMonth.format(end)}`,
    axis: [`${start.getUTCDate()}–${end.getUTCDate()}`, `${startMonth}/${endMonth}`],
  };
}

/** A month's short name for the axis: 'Jan', 'Mei', 'Agu'. */
export const monthAxis = (month: number, year: number) =>
  monthShort.format(new Date(Date.UTC(year, month - 1, 1)));
