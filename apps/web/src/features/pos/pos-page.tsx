import { messages, type Customer, type SalePayment } from '@depot/contract';
import { Alert, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { useProfile } from '../../lib/depot-profile';
import { useSession } from '../../lib/use-session';
import { useProducts } from './api/products';
import { useDeleteSale, useSaveSale } from './api/save-sale';
import { useTodaySales } from './api/today-sales';
import { addToCart, cartTotal, cartUnits, repriceCart, saleLines, type CartItem } from './cart';
import { CartPanel } from './cart-panel';
import { CheckoutBar } from './checkout-bar';
import { CustomerPicker } from './customer-picker';
import { PaymentPanel } from './payment-panel';
import classes from './pos.module.css';
import { ProductCard } from './product-card';
import { Receipt } from './receipt';
import type { ReceiptData } from './receipt-lines';
import { PendingSales } from './offline/pending-sales';
import { TodayList } from './today-list';

type Notice = { ok: boolean; text: string } | null;

/** The spec's message of a refused call; the server's reason after it when it gave one. */
const failure = (e: Error, refused: string, broken: string) => {
  if (!(e instanceof ApiError) || e.status === 0) return broken;
  return e.status === 500 ? refused : `${refused} ${e.message}`;
};

export function PosPage() {
  const session = useSession();
  const username = session.username ?? '';
  const products = useProducts(username);
  const today = useTodaySales(username);
  const profile = useProfile(username);
  const save = useSaveSale();
  const remove = useDeleteSale(username);
  const [cart, setCart] = useState<CartItem[]>([]);
  const [customer, setCustomer] = useState<Customer | null>(null);
  // One key per sale as sent: a double click or a retry of the same request reuses it; any
  // change to the cart, customer or payment, or a new sale after a saved one, takes a new key.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  // Counts saved sales: the payment panel starts afresh (Tunai, nothing received) for the next.
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const [paying, setPaying] = useState(false);
  const [receipt, setReceipt] = useState<ReceiptData | null>(null);

  const keyFor = (request: object) => {
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    return attempt.current.key;
  };

  const checkout = () => {
    if (cart.length === 0) setNotice({ ok: false, text: messages.pos.emptyCart });
    else setPaying(true);
  };

  /** A saved sale (or one kept on the phone): the counter starts afresh for the next customer. */
  const startNext = () => {
    attempt.current = null;
    setRound((r) => r + 1);
    setPaying(false);
    setCustomer(null);
    setCart([]);
  };

  const submit = (payment: SalePayment) => {
    const request = {
      username,
      cart,
      payment,
      customer_id: customer?.id,
      expected_total: cartTotal(cart),
    };
    save.mutate(
      { ...request, idempotencyKey: keyFor({ ...request, cart: saleLines(cart) }) },
      {
        onSuccess: (sale) => {
          setNotice({ ok: true, text: messages.pos.saved(sale.total_today) });
          setReceipt({ sale, depotName: profile.data?.depot_name ?? username });
          startNext();
        },
        onError: (e) => {
          setPaying(false);
          setNotice({
            ok: false,
            text: failure(e, messages.pos.saveFailed, messages.pos.saveError),
          });
          // Prices changed since the list was loaded (409): the cart takes the new ones, shown
          // to the cashier before saving again.
          if (e instanceof ApiError && e.status === 409)
            void products.refetch().then(({ data }) => data && setCart(repriceCart(cart, data)));
        },
      },
    );
  };

  const confirmDelete = (id: number, n: number) =>
    modals.openConfirmModal({
      title: `Hapus transaksi ke-${n}?`,
      children: <Text size="sm">Transaksi yang dihapus tidak dapat dikembalikan.</Text>,
      labels: { confirm: 'Hapus', cancel: 'Batal' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: () => setNotice({ ok: true, text: messages.pos.deleted }),
          onError: (e) =>
            setNotice({
              ok: false,
              text:
                e instanceof ApiError && e.status > 0
                  ? messages.pos.deleteFailed
                  : messages.pos.deleteError,
            }),
        }),
    });

  const picker = <CustomerPicker username={username} value={customer} onChange={setCustomer} />;

  return (
    <Stack maw={1100}>
      <Title order={2} size="h3">
        Kasir - {session.displayName ?? username}
      </Title>
      {notice && (
        <Alert
          color={notice.ok ? 'green' : 'red'}
          role="status"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      <div className={classes.counter}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} className={classes.products}>
          {(products.data ?? []).map((p) => (
            <ProductCard
              key={p.id}
              product={p}
              onAdd={(delivery) => setCart(addToCart(cart, p, delivery))}
            />
          ))}
          {products.isError && <Alert color="red">Gagal memuat daftar produk.</Alert>}
        </SimpleGrid>
        <CartPanel
          cart={cart}
          onChange={setCart}
          customer={<div className={classes.customer}>{picker}</div>}
        />
      </div>
      <CheckoutBar total={cartTotal(cart)} units={cartUnits(cart)} onCheckout={checkout} />

      <Paper withBorder p="md" aria-label="Transaksi Hari Ini" component="section">
        <Title order={3} size="h4" mb="sm">
          Transaksi Hari Ini
        </Title>
        <PendingSales
          onQueued={() => {
            setNotice({ ok: true, text: messages.pos.offlineSaved });
            startNext();
          }}
          onSynced={(n) => setNotice({ ok: true, text: messages.pos.synced(n) })}
        />
        {today.data?.length === 0 && <Text c="dimmed">{messages.pos.noneToday}</Text>}
        {today.data && today.data.length > 0 && (
          <TodayList sales={today.data} onDelete={confirmDelete} />
        )}
      </Paper>

      <PaymentPanel
        key={round}
        opened={paying}
        onClose={() => setPaying(false)}
        username={username}
        cart={cart}
        customer={customer}
        customerPicker={picker}
        saving={save.isPending}
        onSave={submit}
      />
      <Modal opened={receipt !== null} onClose={() => setReceipt(null)} title="Struk">
        {receipt && <Receipt {...receipt} />}
      </Modal>
    </Stack>
  );
}
