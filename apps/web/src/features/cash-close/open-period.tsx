import { formatRupiah, PAYMENT_LABEL, PAYMENT_METHODS, type CashPeriod } from '@depot/contract';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { periodText } from './cash-figures';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatRupiah(value)}
      </Text>
    </div>
  );
}

/** The caller's takings since their last close, by method, and the cash the drawer should hold. */
export function OpenPeriod({ period }: { period: CashPeriod }) {
  const paid = period.utang_paid;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <div>
          <Text fw={600}>
            {period.cashier ?? 'Kasir'}
            {period.shift && ` · Shift ${period.shift}`}
          </Text>
          <Text size="sm" c="dimmed">
            {periodText(period.from, period.to)} · {period.sales_count} transaksi
          </Text>
        </div>
        <Text size="sm" fw={600}>
          Penjualan per cara bayar
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {PAYMENT_METHODS.map((m) => (
            <Figure key={m} label={PAYMENT_LABEL[m]} value={period.sales[m]} />
          ))}
        </SimpleGrid>
        <Text size="sm" fw={600}>
          Utang dibayar
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure label="Tunai" value={paid.tunai} />
          <Figure label="QRIS" value={paid.qris} />
          <Figure label="Transfer" value={paid.transfer} />
        </SimpleGrid>
        <div data-testid="expected-cash">
          <Text size="sm" c="dimmed">
            Uang tunai seharusnya di laci
          </Text>
          <Text fw={700} fz={{ base: 28, sm: 32 }} lh={1.2}>
            {formatRupiah(period.expected_cash)}
          </Text>
          <Text size="xs" c="dimmed">
            Penjualan tunai dikurangi kembalian, ditambah utang yang dibayar tunai.
          </Text>
        </div>
      </Stack>
    </Paper>
  );
}
