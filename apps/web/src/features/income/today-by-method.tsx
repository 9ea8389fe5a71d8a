import { formatRupiah, PAYMENT_LABEL, PAYMENT_METHODS, type ByMethod } from '@depot/contract';
import { Paper, SimpleGrid, Text } from '@mantine/core';

/** Today's takings at the till per payment method; Utang is what was sold on credit. */
export function TodayByMethod({ today }: { today: ByMethod }) {
  return (
    <Paper withBorder p="md" aria-label="Penjualan hari ini per cara bayar" component="section">
      <Text fw={600} mb="xs">
        Penjualan hari ini per cara bayar
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {PAYMENT_METHODS.map((m) => (
          <div key={m} data-testid={`today-${m}`}>
            <Text size="xs" c="dimmed">
              {PAYMENT_LABEL[m]}
            </Text>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatRupiah(today[m])}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
