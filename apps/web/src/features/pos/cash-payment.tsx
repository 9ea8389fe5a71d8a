import { formatRupiah, QUICK_CASH } from '@depot/contract';
import { Button, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { ID_DIGITS } from '../../lib/number-input';
import { changeDue } from './cart';

/** Tunai: the cash handed over (typed, or a quick amount) and the change, large. */
export function CashPayment({
  total,
  received,
  onReceived,
}: {
  total: number;
  received: number;
  onReceived: (amount: number) => void;
}) {
  const change = changeDue(total, received);
  return (
    <Stack gap="sm">
      <NumberInput
        label="Uang diterima"
        size="lg"
        prefix="Rp "
        {...ID_DIGITS}
        allowDecimal={false}
        allowNegative={false}
        max={1_000_000_000}
        clampBehavior="strict"
        hideControls
        inputMode="numeric"
        value={received || ''}
        onChange={(v) => onReceived(typeof v === 'number' ? v : 0)}
      />
      <SimpleGrid cols={3} spacing="xs">
        {QUICK_CASH.map((amount) => (
          <Button key={amount} variant="default" px={4} onClick={() => onReceived(amount)}>
            {formatRupiah(amount)}
          </Button>
        ))}
        <Button variant="light" px={4} onClick={() => onReceived(total)}>
          Uang pas
        </Button>
      </SimpleGrid>
      <div aria-live="polite">
        <Text size="sm" c="dimmed">
          Kembalian
        </Text>
        <Text
          fw={800}
          fz={40}
          lh={1.1}
          c={change < 0 ? 'gray.5' : 'teal.8'}
          data-testid="change"
          style={{ whiteSpace: 'nowrap' }}
        >
          {formatRupiah(Math.max(change, 0))}
        </Text>
      </div>
    </Stack>
  );
}
