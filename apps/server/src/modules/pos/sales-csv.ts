import { JAKARTA_OFFSET_MS, PAYMENT_LABEL, toCsv, type CsvRangeQuery } from '@depot/contract';
import type { Db } from '../../db/client';
import { depotId } from '../depots';
import * as repo from './pos.repository';
import { detailsOf } from './pos.service';

const HEADER = [
  'Tanggal',
  'Jam (WIB)',
  'Transaksi ke-',
  'Kasir',
  'Rincian',
  'Jumlah Galon',
  'Total (Rp)',
  'No.',
  'Metode',
  'Diterima (Rp)',
  'Kembalian (Rp)',
  'Pelanggan',
];

/**
 * A moment as WIB `YYYY-MM-DD` and `HH:mm`: Excel reads both as a date and a time in any locale
 * (the id-ID `10.42` would be a number to it).
 */
function wib(at: Date): [string, string] {
  const text = new Date(at.getTime() + JAKARTA_OFFSET_MS).toISOString();
  return [text.slice(0, 10), text.slice(11, 16)];
}

/** The cashier's transactions of a range, one row each, as a spreadsheet. */
export async function salesCsv(db: Db, username: string, query: CsvRangeQuery) {
  const list = await repo.salesOnDays(db, await depotId(db, username), query.from, query.to);
  const lines = await repo.linesOf(
    db,
    list.map((s) => s.sale.id),
  );
  const rows = list.map(({ sale: s, customer }) => {
    const own = lines.filter((l) => l.saleId === s.id);
    return [
      ...wib(s.createdAt),
      s.numberToday,
      s.cashierName,
      detailsOf(own),
      own.reduce((sum, l) => sum + l.quantity, 0),
      s.totalPrice,
      s.number,
      PAYMENT_LABEL[s.paymentMethod],
      s.received,
      s.change,
      customer,
    ];
  });
  return toCsv(HEADER, rows, query.sep);
}
