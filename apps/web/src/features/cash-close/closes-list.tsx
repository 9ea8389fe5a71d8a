import { formatRupiah, type CashClose } from '@depot/contract';
import { Badge } from '@mantine/core';
import { DataList, type DataColumn } from '../../components/data-list';
import { cashDifference, periodText } from './cash-figures';

const COLUMNS: DataColumn<CashClose>[] = [
  { header: 'Kasir', cell: (c) => c.cashier ?? '—' },
  { header: 'Shift', cell: (c) => c.shift ?? '—' },
  { header: 'Periode', cell: (c) => periodText(c.from, c.to) },
  { header: 'Seharusnya', cell: (c) => formatRupiah(c.expected_cash), figure: true },
  { header: 'Dihitung', cell: (c) => formatRupiah(c.counted_cash), figure: true },
  {
    header: 'Selisih',
    figure: true,
    cell: (c) => {
      const d = cashDifference(c.difference);
      return (
        <Badge color={d.color} variant="light" tt="none" size="lg">
          {d.text}
        </Badge>
      );
    },
  },
  { header: 'Catatan', cell: (c) => c.note || '—' },
];

/** Past closes, newest first: the owner sees every cashier's, an employee their own. */
export function ClosesList({ closes }: { closes: CashClose[] }) {
  return (
    <DataList
      label="Riwayat tutup kasir"
      columns={COLUMNS}
      rows={closes}
      rowKey={(c) => String(c.id)}
      rowTestId={() => 'cash-close'}
    />
  );
}
