import { formatRupiah } from '@depot/contract';
import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { modeLabel, removeOne, setQuantity, type CartItem } from './cart';
import { Price } from './price';
import { QuantityInput } from './quantity-input';

function CartLineRow({
  line,
  onQuantity,
  onRemoveOne,
}: {
  line: CartItem;
  onQuantity: (quantity: number) => void;
  onRemoveOne: () => void;
}) {
  const name = `${line.name} ${modeLabel(line.isDelivery)}`;
  return (
    <Stack gap={6} data-testid="cart-line">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{line.name}</Text>
          <Text size="sm" c="dimmed">
            {modeLabel(line.isDelivery)} · {line.quantity} × <Price value={line.price} />
          </Text>
        </div>
        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatRupiah(line.price * line.quantity)}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {/* The spec's X: one unit less, the line gone at one (a minus above one). */}
        <ActionIcon
          variant="light"
          color="red"
          size={44}
          aria-label={`Kurangi ${name}`}
          onClick={onRemoveOne}
        >
          {line.quantity > 1 ? '−' : '✕'}
        </ActionIcon>
        <QuantityInput label={`Jumlah ${name}`} value={line.quantity} onChange={onQuantity} />
        <ActionIcon
          variant="light"
          size={44}
          aria-label={`Tambah ${name}`}
          onClick={() => onQuantity(line.quantity + 1)}
        >
          +
        </ActionIcon>
      </Group>
    </Stack>
  );
}

/** The spec's 'Keranjang': lines with − / + and a typed quantity; the customer below them. */
export function CartPanel({
  cart,
  onChange,
  customer,
}: {
  cart: CartItem[];
  onChange: (cart: CartItem[]) => void;
  customer: ReactNode;
}) {
  return (
    <Paper withBorder p="md" aria-label="Keranjang" component="section">
      <Title order={3} size="h4" mb="sm">
        Keranjang
      </Title>
      {cart.length === 0 && <Text c="dimmed">Belum ada barang. Ketuk tombol harga di atas.</Text>}
      <Stack gap="md">
        {cart.map((line, i) => (
          <CartLineRow
            key={`${line.id}-${line.isDelivery}`}
            line={line}
            onQuantity={(q) => onChange(setQuantity(cart, i, q))}
            onRemoveOne={() => onChange(removeOne(cart, i))}
          />
        ))}
      </Stack>
      {customer}
    </Paper>
  );
}
