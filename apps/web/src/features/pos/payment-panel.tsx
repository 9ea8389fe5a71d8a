import {
  formatRupiah,
  PAYMENT_LABEL,
  PAYMENT_METHODS,
  type Customer,
  type PaymentMethod,
  type SalePayment,
} from '@depot/contract';
import { Button, Drawer, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { CashPayment } from './cash-payment';
import { cartTotal, checkoutProblem, type CartItem } from './cart';
import classes from './pos.module.css';
import { QrisScreen } from './qris-screen';

const SAVE_LABEL: Record<PaymentMethod, string> = {
  tunai: 'Terima Tunai & Simpan',
  qris: 'Tampilkan QRIS',
  transfer: 'Transfer Diterima & Simpan',
  utang: 'Catat Utang & Simpan',
};

/** What each method asks of the cashier besides the total. */
function MethodNote({
  method,
  total,
  customer,
}: {
  method: PaymentMethod;
  total: number;
  customer: Customer | null;
}) {
  if (method === 'qris')
    return <Text size="sm">QRIS depot tampil layar penuh dengan jumlahnya untuk dipindai.</Text>;
  if (method === 'transfer')
    return (
      <Text size="sm">
        Pastikan transfer {formatRupiah(total)} sudah masuk ke rekening depot sebelum menyimpan.
      </Text>
    );
  if (method === 'utang' && customer)
    return (
      <Text size="sm" data-testid="utang-after">
        Utang setelah transaksi ini:{' '}
        <b style={{ whiteSpace: 'nowrap' }}>{formatRupiah(customer.balance + total)}</b>
      </Text>
    );
  return null;
}

/**
 * How the customer pays: Tunai (cash and change), QRIS (the depot's code full screen), Transfer
 * or Utang to a named customer. From the bottom of a phone, at the side of a desktop.
 */
export function PaymentPanel({
  opened,
  onClose,
  username,
  cart,
  customer,
  customerPicker,
  saving,
  onSave,
}: {
  opened: boolean;
  onClose: () => void;
  username: string;
  cart: CartItem[];
  customer: Customer | null;
  /** Shown when the sale needs a customer or has one. */
  customerPicker: ReactNode;
  saving: boolean;
  onSave: (payment: SalePayment) => void;
}) {
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const [method, setMethod] = useState<PaymentMethod>('tunai');
  const [received, setReceived] = useState(0);
  const [qrisShown, setQrisShown] = useState(false);
  const total = cartTotal(cart);
  const problem = checkoutProblem({ cart, method, received, hasCustomer: customer !== null });
  // Who the sale is for, when it needs one or has one.
  const showCustomer = customer !== null || method === 'utang' || cart.some((l) => l.isDelivery);
  const save = () => onSave(method === 'tunai' ? { method, received } : { method });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={isPhone ? 'bottom' : 'right'}
      size={isPhone ? '92%' : 'md'}
      title="Pembayaran"
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
    >
      <Stack gap="md" pb="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>Total</Text>
          <Text fw={800} fz={28} data-testid="payment-total" style={{ whiteSpace: 'nowrap' }}>
            {formatRupiah(total)}
          </Text>
        </Group>
        <Radio.Group
          label="Metode pembayaran"
          value={method}
          onChange={(v) => setMethod(v as PaymentMethod)}
        >
          <SimpleGrid cols={2} spacing="xs" mt={6}>
            {PAYMENT_METHODS.map((m) => (
              <Radio.Card
                key={m}
                value={m}
                p="sm"
                radius="md"
                ta="center"
                fw={600}
                className={classes.method}
              >
                {PAYMENT_LABEL[m]}
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        {method === 'tunai' && (
          <CashPayment total={total} received={received} onReceived={setReceived} />
        )}
        <MethodNote method={method} total={total} customer={customer} />
        {showCustomer && customerPicker}
        {problem && (
          <Text size="sm" c="red.8" id="save-problem" aria-live="polite">
            {problem}
          </Text>
        )}
        <Button
          size="lg"
          color={method === 'qris' ? 'blue' : 'teal'}
          disabled={problem !== null}
          aria-describedby={problem ? 'save-problem' : undefined}
          loading={saving && !qrisShown}
          onClick={method === 'qris' ? () => setQrisShown(true) : save}
        >
          {SAVE_LABEL[method]}
        </Button>
      </Stack>
      <QrisScreen
        username={username}
        opened={qrisShown}
        total={total}
        saving={saving}
        onPaid={save}
        onClose={() => setQrisShown(false)}
      />
    </Drawer>
  );
}
