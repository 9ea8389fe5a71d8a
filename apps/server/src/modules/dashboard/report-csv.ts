import {
  csvFigure,
  isoWeek,
  mondayOf,
  RANGE_MAX_DAYS,
  toCsv,
  type CsvCell,
  type CsvSeparator,
  type ReportCsvQuery,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { depotId } from '../depots';
import * as repo from './reports.repository';

interface Day {
  date: string;
  volume: number;
  gallons: number;
  tapA: number;
  tapB: number;
  tapC: number;
}

/**
 * Days summed into ISO weeks (keyed by their Monday) or months (YYYY-MM), oldest first. A week or
 * month cut by the range's ends counts only its days inside the range.
 */
export function bucketDays(days: readonly Day[], period: 'weekly' | 'monthly') {
  const buckets = new Map<string, { key: string; volume: number; gallons: number }>();
  for (const d of days) {
    const key = period === 'weekly' ? mondayOf(d.date) : d.date.slice(0, 7);
    const bucket = buckets.get(key) ?? { key, volume: 0, gallons: 0 };
    bucket.volume += d.volume;
    bucket.gallons += d.gallons;
    buckets.set(key, bucket);
  }
  return [...buckets.values()];
}

/** The dashboard's tables, with the same column names, as a spreadsheet. */
export function reportTable(
  days: readonly Day[],
  period: ReportCsvQuery['period'],
  sep: CsvSeparator,
): { header: string[]; rows: CsvCell[][] } {
  if (period === 'daily') {
    return {
      header: [
        'Tanggal',
        'Volume (L)',
        'Total Galon',
        'Keran A (Galon)',
        'Keran B (Galon)',
        'Keran C (Galon)',
      ],
      rows: days.map((d) => [d.date, csvFigure(d.volume, sep), d.gallons, d.tapA, d.tapB, d.tapC]),
    };
  }
  const buckets = bucketDays(days, period);
  if (period === 'weekly') {
    return {
      header: ['Minggu', 'Mulai (Senin)', 'Volume (L)', 'Total Galon'],
      rows: buckets.map((b) => [isoWeek(b.key).week, b.key, csvFigure(b.volume, sep), b.gallons]),
    };
  }
  return {
    header: ['Bulan', 'Volume (L)', 'Total Galon'],
    rows: buckets.map((b) => [b.key, csvFigure(b.volume, sep), b.gallons]),
  };
}

export async function reportCsv(db: Db, username: string, query: ReportCsvQuery) {
  const days = await repo.dailyTotals(
    db,
    await depotId(db, username),
    query.from,
    query.to,
    RANGE_MAX_DAYS,
  );
  const { header, rows } = reportTable(days, query.period, query.sep);
  return toCsv(header, rows, query.sep);
}
