import { formatInteger, formatRupiah } from '@depot/contract';
import { Button, Group, Paper, Text } from '@mantine/core';
import classes from './checkout-bar.module.css';

/** The total and the spec's 'Simpan Transaksi', which opens the payment. */
export function CheckoutBar({
  total,
  units,
  onCheckout,
}: {
  total: number;
  units: number;
  onCheckout: () => void;
}) {
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      className={classes.bar}
      component="section"
      aria-label="Total belanja"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            Total · {formatInteger(units)} barang
          </Text>
          <Text fw={700} fz="xl" data-testid="cart-total" style={{ whiteSpace: 'nowrap' }}>
            {formatRupiah(total)}
          </Text>
        </div>
        <Button size="md" h={48} style={{ flexShrink: 0 }} onClick={onCheckout}>
          Simpan Transaksi
        </Button>
      </Group>
    </Paper>
  );
}
