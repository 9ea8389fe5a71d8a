import { csvFigure, toCsv, type CsvRangeQuery } from '@depot/contract';
import type { Db } from '../../db/client';
import { depotId } from '../depots';
import { trendOf } from './reconciliation.service';

const HEADER = ['Tanggal', 'Keran (galon)', 'Kasir (galon)', 'Selisih (galon)', 'Selisih (Rp)'];

/** Every day of a range, taps against till, as the Selisih Galon screen's trend table. */
export async function reconciliationCsv(db: Db, username: string, query: CsvRangeQuery) {
  const { days } = await trendOf(db, await depotId(db, username), query.from, query.to);
  const rows = days.map((d) => [
    d.date,
    csvFigure(d.tap_gallons, query.sep),
    csvFigure(d.sold_gallons, query.sep),
    csvFigure(d.gap_gallons, query.sep),
    d.gap_rupiah,
  ]);
  return toCsv(HEADER, rows, query.sep);
}
