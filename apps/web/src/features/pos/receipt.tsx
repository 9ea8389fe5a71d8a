import { formatDateTime, formatRupiah, type SaleResponse } from '@depot/contract';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { CartItem } from './cart';
import { createPortal } from 'react-dom';
import classes from './receipt.module.css';
import './receipt-print.css';

export interface ReceiptData {
  sale: SaleResponse;
  lines: CartItem[];
  depotName: string;
  savedAt: string;
}

const modeLabel = (l: CartItem) => (l.isDelivery ? 'Diantar' : 'Tidak Diantar');

/** The receipt as plain text, for the WhatsApp message. */
export function receiptText({ sale, lines, depotName, savedAt }: ReceiptData) {
  return [
    `*${depotName}*`,
    `Transaksi ke-${sale.total_today} · ${formatDateTime(savedAt)}`,
    '',
    ...lines.map(
      (l) =>
        `${l.quantity} × ${l.name} (${modeLabel(l)}) @ ${formatRupiah(l.price)} = ${formatRupiah(l.price * l.quantity)}`,
    ),
    '',
    `Total: ${formatRupiah(sale.total_price)}`,
    'Terima kasih!',
  ].join('\n');
}

function ReceiptBody({ sale, lines, depotName, savedAt }: ReceiptData) {
  return (
    <>
      <Text fw={700} ta="center">
        {depotName}
      </Text>
      <Text size="xs" ta="center">
        Transaksi ke-{sale.total_today} · No. {sale.transaction_id}
      </Text>
      <Text size="xs" ta="center">
        {formatDateTime(savedAt)}
      </Text>
      <Divider my={6} variant="dashed" color="dark" />
      {lines.map((l) => (
        <div key={`${l.id}-${l.isDelivery}`}>
          <Text size="sm">
            {l.name} ({modeLabel(l)})
          </Text>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              {l.quantity} × {formatRupiah(l.price)}
            </Text>
            <Text size="sm">{formatRupiah(l.price * l.quantity)}</Text>
          </Group>
        </div>
      ))}
      <Divider my={6} variant="dashed" color="dark" />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>Total</Text>
        <Text fw={700}>{formatRupiah(sale.total_price)}</Text>
      </Group>
      <Text size="xs" ta="center" mt={6}>
        Terima kasih!
      </Text>
    </>
  );
}

/**
 * The receipt on screen with its print and WhatsApp buttons. Printing uses a copy placed right
 * under <body>, alone on a 58 mm roll (receipt-print.css).
 */
export function Receipt(props: ReceiptData) {
  return (
    <Stack gap="sm">
      <div className={classes.receipt} data-testid="receipt">
        <ReceiptBody {...props} />
      </div>
      <Group grow>
        <Button onClick={() => window.print()}>Cetak Struk</Button>
        <Button
          component="a"
          href={`https://wa.me/?text=${encodeURIComponent(receiptText(props))}`}
          target="_blank"
          rel="noopener noreferrer"
          color="green"
        >
          Kirim via WhatsApp
        </Button>
      </Group>
      {createPortal(
        <div className="receipt-print">
          <ReceiptBody {...props} />
        </div>,
        document.body,
      )}
    </Stack>
  );
}
