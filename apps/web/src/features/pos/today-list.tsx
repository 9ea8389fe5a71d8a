import { formatRupiah, PAYMENT_LABEL, type TodaySale } from '@depot/contract';
import { Button, Text } from '@mantine/core';
import { DataList, type DataColumn } from '../../components/data-list';
import { saleNumber } from './receipt-lines';

/** A sale with its number of the day, 'Transaksi ke-N', counted from the first. */
interface NumberedSale {
  sale: TodaySale;
  n: number;
}

/** What was sold, its number, how it was paid, to whom and, when an employee rang it up, by whom. */
function Details({ sale }: { sale: TodaySale }) {
  return (
    <div>
      {sale.details}
      <Text size="xs" c="dimmed">
        {[saleNumber(sale.number), PAYMENT_LABEL[sale.method], sale.customer]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {sale.cashier && (
        <Text size="xs" c="dimmed">
          Kasir: {sale.cashier}
        </Text>
      )}
    </div>
  );
}

/** Today's transactions; 'Hapus' on those the server lets this cashier delete. */
export function TodayList({
  sales,
  onDelete,
}: {
  sales: readonly TodaySale[];
  onDelete: (transactionId: TodaySale['transaction_id'], n: number) => void;
}) {
  const columns: DataColumn<NumberedSale>[] = [
    { header: 'Transaksi', cell: ({ n }) => `Transaksi ke-${n}` },
    { header: 'Rincian', cell: ({ sale }) => <Details sale={sale} /> },
    { header: 'Total', cell: ({ sale }) => formatRupiah(sale.total_price), figure: true },
    {
      header: 'Aksi',
      // Another cashier's sale: nothing to do here (a dash, so the card's row is not left blank).
      cell: ({ sale, n }) =>
        !sale.can_delete ? (
          <Text span c="dimmed">
            –
          </Text>
        ) : (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            onClick={() => onDelete(sale.transaction_id, n)}
            aria-label={`Hapus transaksi ke-${n}`}
          >
            Hapus
          </Button>
        ),
    },
  ];
  return (
    <DataList
      label="Daftar transaksi hari ini"
      columns={columns}
      rows={sales.map((sale, i) => ({ sale, n: i + 1 }))}
      rowKey={({ sale }) => String(sale.transaction_id)}
    />
  );
}
