import { formatDateTime, formatRupiah, whatsappLink } from '@depot/contract';
import { Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { createPortal } from 'react-dom';
import classes from './receipt.module.css';
import './receipt-print.css';
import {
  lineMode,
  lineSum,
  receiptFacts,
  receiptText,
  saleNumber,
  type ReceiptData,
} from './receipt-lines';

function Row({
  label,
  value,
  amount = true,
  strong,
}: {
  label: string;
  value: string;
  /** An amount stays on one line; a name may wrap (on screen and on paper). */
  amount?: boolean;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'normal' }}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={strong ? 700 : undefined}
        ta="right"
        miw={0}
        style={{ whiteSpace: amount ? 'nowrap' : 'normal', overflowWrap: 'anywhere' }}
      >
        {value}
      </Text>
    </Group>
  );
}

function ReceiptBody({ sale, depotName }: ReceiptData) {
  const summary = sale.sale;
  return (
    <>
      <Text fw={700} ta="center">
        {depotName}
      </Text>
      <Text size="xs" ta="center">
        Transaksi ke-{sale.total_today} · {saleNumber(summary.number)}
      </Text>
      <Text size="xs" ta="center">
        {formatDateTime(summary.created_at)}
      </Text>
      <Divider my={6} variant="dashed" color="dark" />
      {summary.lines.map((l) => (
        <div key={`${l.product_id}-${l.mode}`}>
          <Text size="sm">
            {l.name} ({lineMode(l)})
          </Text>
          <Row
            label={`${l.quantity} × ${formatRupiah(l.unit_price)}`}
            value={formatRupiah(lineSum(l))}
          />
          {l.free_quantity > 0 && (
            <Text size="sm" fw={600}>
              {l.free_quantity} gratis (promo)
            </Text>
          )}
        </div>
      ))}
      <Divider my={6} variant="dashed" color="dark" />
      <Row label="Total" value={formatRupiah(sale.total_price)} strong />
      {receiptFacts(sale).map(([label, value, amount = false]) => (
        <Row key={label} label={label} value={value} amount={amount} />
      ))}
      <Text size="xs" ta="center" mt={6}>
        Terima kasih!
      </Text>
    </>
  );
}

/**
 * The receipt on screen with its print and WhatsApp buttons (to the customer's own number when
 * the sale has one). Printing uses a copy placed right under <body>, alone on a 58 mm roll
 * (receipt-print.css).
 */
export function Receipt(props: ReceiptData) {
  const text = receiptText(props);
  const customer = props.sale.sale.customer;
  return (
    <Stack gap="sm">
      <div className={classes.receipt} data-testid="receipt">
        <ReceiptBody {...props} />
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Button onClick={() => window.print()}>Cetak Struk</Button>
        <Button
          component="a"
          href={
            customer
              ? whatsappLink(customer.phone, text)
              : `https://wa.me/?text=${encodeURIComponent(text)}`
          }
          target="_blank"
          rel="noopener noreferrer"
          color="green"
        >
          Kirim via WhatsApp
        </Button>
      </SimpleGrid>
      {createPortal(
        <div className="receipt-print">
          <ReceiptBody {...props} />
        </div>,
        document.body,
      )}
    </Stack>
  );
}
