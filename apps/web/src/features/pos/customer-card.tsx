import { formatPhone, formatRupiah, type Customer } from '@depot/contract';
import { Button, Group, Paper, Text } from '@mantine/core';

/** The chosen customer: name, number and open Utang. */
export function CustomerCard({ customer, onClear }: { customer: Customer; onClear: () => void }) {
  return (
    <Paper withBorder p="sm" bg="cyan.0" aria-label="Pelanggan terpilih" component="section">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700}>{customer.name}</Text>
          <Text size="sm">{formatPhone(customer.phone)}</Text>
          <Text size="sm" c={customer.balance > 0 ? 'red.8' : 'dimmed'} data-testid="balance">
            Sisa utang: {formatRupiah(customer.balance)}
          </Text>
        </div>
        <Button variant="subtle" size="compact-sm" style={{ flexShrink: 0 }} onClick={onClear}>
          Ganti
        </Button>
      </Group>
    </Paper>
  );
}
