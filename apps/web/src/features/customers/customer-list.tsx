import { formatPhone, formatRupiah, whatsappLink, type Customer } from '@depot/contract';
import { Anchor, Badge, Text } from '@mantine/core';
import { DataList, type DataColumn } from '../../components/data-list';
import { RowButton } from '../../components/record-status';

/** Open Utang stands out; none is a plain 'Rp 0'. */
export function Balance({ balance }: { balance: number }) {
  return balance > 0 ? (
    <Badge color="red" variant="light" size="lg" tt="none" data-testid="customer-balance">
      {formatRupiah(balance)}
    </Badge>
  ) : (
    <Text size="sm" c="dimmed" data-testid="customer-balance">
      {formatRupiah(0)}
    </Text>
  );
}

/** The depot's customers: a table on a desktop, a card each on a phone. */
export function CustomerList({
  customers,
  onOpen,
}: {
  customers: Customer[];
  onOpen: (customer: Customer) => void;
}) {
  const columns: DataColumn<Customer>[] = [
    { header: 'Nama', cell: (c) => c.name },
    {
      header: 'WhatsApp',
      cell: (c) => (
        <Anchor href={whatsappLink(c.phone)} target="_blank" rel="noreferrer" underline="always">
          {formatPhone(c.phone)}
        </Anchor>
      ),
    },
    { header: 'Utang', cell: (c) => <Balance balance={c.balance} />, figure: true },
    {
      header: 'Aksi',
      cell: (c) => <RowButton onClick={() => onOpen(c)}>Riwayat</RowButton>,
    },
  ];
  return (
    <DataList
      label="Daftar pelanggan"
      columns={columns}
      rows={customers}
      rowKey={(c) => String(c.id)}
      rowTestId={(c) => `customer-${c.id}`}
    />
  );
}
