import { formatRupiah, messages, type Product } from '@depot/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { useProfile } from '../../lib/depot-profile';
import { useSession } from '../../lib/use-session';
import { useProducts } from './api/products';
import { useDeleteSale, useSaveSale } from './api/save-sale';
import { useTodaySales } from './api/today-sales';
import { addToCart, cartTotal, removeOne, type CartItem } from './cart';
import { PendingSales } from './offline/pending-sales';
import { Receipt, type ReceiptData } from './receipt';
import { TodayList } from './today-list';

type Notice = { ok: boolean; text: string } | null;

/** A price kept on one line ("Rp" never parted from its number). */
const Price = ({ value }: { value: number }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{formatRupiah(value)}</span>
);

/** A price button whose label wraps on a narrow phone instead of being cut off. */
const PRICE_BUTTON = {
  size: 'md',
  fullWidth: true,
  h: 'auto',
  mih: 42,
  py: 6,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
} as const;

function ProductCard({ product, onAdd }: { product: Product; onAdd: (delivery: boolean) => void }) {
  return (
    <Card withBorder padding="md" aria-label={product.name} component="article">
      <Group wrap="nowrap" align="center">
        <Image src={product.image} alt="" w={56} h={96} fit="contain" />
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700}>{product.name}</Text>
          <Button {...PRICE_BUTTON} variant="light" onClick={() => onAdd(false)}>
            {/* One inline child: the button's label is a flex box that would split the parts. */}
            <span>
              Tidak Diantar · <Price value={product.price} />
            </span>
          </Button>
          <Button {...PRICE_BUTTON} onClick={() => onAdd(true)}>
            <span>
              Diantar · <Price value={product.priceDelivery} />
            </span>
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}

export function PosPage() {
  const session = useSession();
  const username = session.username ?? '';
  const products = useProducts();
  const today = useTodaySales(username);
  const profile = useProfile(username);
  const save = useSaveSale();
  const remove = useDeleteSale(username);
  const [cart, setCart] = useState<CartItem[]>([]);
  // A new key for every new cart; retries and double clicks of the same cart reuse it.
  const [saleKey, setSaleKey] = useState(() => crypto.randomUUID());
  const [notice, setNotice] = useState<Notice>(null);
  const [receipt, setReceipt] = useState<ReceiptData | null>(null);

  const changeCart = (next: CartItem[]) => {
    setCart(next);
    setSaleKey(crypto.randomUUID());
  };

  const submit = () => {
    if (cart.length === 0) {
      setNotice({ ok: false, text: messages.pos.emptyCart });
      return;
    }
    save.mutate(
      { username, cart, idempotencyKey: saleKey },
      {
        onSuccess: (sale) => {
          setNotice({ ok: true, text: messages.pos.saved(sale.total_today) });
          setReceipt({
            sale,
            lines: cart,
            depotName: profile.data?.depot_name ?? username,
            savedAt: new Date().toISOString(),
          });
          changeCart([]);
        },
        onError: (e) =>
          setNotice({
            ok: false,
            text:
              e instanceof ApiError && e.status > 0
                ? messages.pos.saveFailed
                : messages.pos.saveError,
          }),
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
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(products.data ?? []).map((p) => (
          <ProductCard
            key={p.id}
            product={p}
            onAdd={(delivery) => changeCart(addToCart(cart, p, delivery))}
          />
        ))}
      </SimpleGrid>
      {products.isError && <Alert color="red">Gagal memuat daftar produk.</Alert>}

      <Paper withBorder p="md" aria-label="Keranjang" component="section">
        <Title order={3} size="h4" mb="sm">
          Keranjang
        </Title>
        {cart.length === 0 && <Text c="dimmed">Belum ada barang. Ketuk tombol harga di atas.</Text>}
        <Stack gap="xs">
          {cart.map((l, i) => (
            <Group
              key={`${l.id}-${l.isDelivery}`}
              justify="space-between"
              wrap="nowrap"
              data-testid="cart-line"
            >
              <div>
                <Text fw={600}>{l.name}</Text>
                <Text size="sm" c="dimmed">
                  {l.isDelivery ? 'Diantar' : 'Tidak Diantar'} · {l.quantity} ×{' '}
                  <Price value={l.price} />
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatRupiah(l.price * l.quantity)}
                </Text>
                <ActionIcon
                  variant="light"
                  color="red"
                  size="lg"
                  aria-label={`Kurangi ${l.name} ${l.isDelivery ? 'Diantar' : 'Tidak Diantar'}`}
                  onClick={() => changeCart(removeOne(cart, i))}
                >
                  ✕
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
        <Group justify="space-between" mt="md">
          <Text fw={700} size="lg">
            Total
          </Text>
          <Text fw={700} size="lg" data-testid="cart-total">
            {formatRupiah(cartTotal(cart))}
          </Text>
        </Group>
        <Button fullWidth size="lg" mt="md" onClick={submit} loading={save.isPending}>
          Simpan Transaksi
        </Button>
      </Paper>

      <Paper withBorder p="md" aria-label="Transaksi Hari Ini" component="section">
        <Title order={3} size="h4" mb="sm">
          Transaksi Hari Ini
        </Title>
        <PendingSales
          onQueued={() => {
            setNotice({ ok: true, text: messages.pos.offlineSaved });
            changeCart([]);
          }}
          onSynced={(n) => setNotice({ ok: true, text: messages.pos.synced(n) })}
        />
        {today.data?.length === 0 && <Text c="dimmed">{messages.pos.noneToday}</Text>}
        {today.data && today.data.length > 0 && (
          <TodayList sales={today.data} onDelete={confirmDelete} />
        )}
      </Paper>

      <Modal opened={receipt !== null} onClose={() => setReceipt(null)} title="Struk">
        {receipt && <Receipt {...receipt} />}
      </Modal>
    </Stack>
  );
}
