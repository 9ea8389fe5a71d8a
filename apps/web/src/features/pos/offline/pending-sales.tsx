import { formatRupiah, formatTime, messages } from '@depot/contract';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutationState, type Mutation, type MutationState } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/use-session';
import { posKeys } from '../api/keys';
import { agreeTo, type SaleVariables } from '../api/sale-body';
import { cartTotal } from '../cart';
import { followHeldSales, isHeld, saleKeyOf, type HeldSaleEvents } from './held-sales';
import { refusalOf } from './kept-errors';
import { keepSales } from './sale-store';

interface HeldSale {
  mutation: Mutation;
  state: MutationState<unknown, Error, SaleVariables>;
}

const cache = () => queryClient.getMutationCache();

/** The same sale (key, time, cart) sent again, with the total the cashier has now agreed to. */
function resend(held: HeldSale, sale: SaleVariables) {
  cache().remove(held.mutation);
  void cache()
    .build(queryClient, { mutationKey: posKeys.sale })
    .execute(sale)
    .catch(() => undefined);
}

const modeLabel = (delivery: boolean) => (delivery ? 'Diantar' : 'Tidak Diantar');

function PendingSale({ held }: { held: HeldSale }) {
  const sale = held.state.variables;
  if (!sale) return null;
  const refusal = held.state.status === 'error' ? refusalOf(held.state.error) : null;
  const time = formatTime(sale.madeAt);
  return (
    <Paper withBorder p="sm" role="listitem" aria-label={`Transaksi offline ${time}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>Transaksi offline · {time}</Text>
        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatRupiah(sale.expected_total ?? cartTotal(sale.cart))}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {sale.cart.map((l) => `${l.quantity} × ${l.name} (${modeLabel(l.isDelivery)})`).join(', ')}
      </Text>
      {!refusal && (
        <Badge color="yellow" variant="light" tt="none" mt={4}>
          {messages.pos.pendingSync}
        </Badge>
      )}
      {refusal && (
        <Alert color="red" p="xs" mt="xs">
          <Text size="sm">{refusal.message}</Text>
          <Group gap="xs" mt="xs">
            <Button size="compact-sm" onClick={() => resend(held, agreeTo(sale, refusal.newTotal))}>
              {refusal.newTotal === undefined ? 'Kirim ulang' : 'Simpan dengan harga baru'}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => cache().remove(held.mutation)}
            >
              Batalkan
            </Button>
          </Group>
        </Alert>
      )}
    </Paper>
  );
}

/**
 * The cashier's sales kept on the phone: 'menunggu sinkron' until the server has them, or what
 * the server refused (a changed price) with the cashier's choice. Keeps them in IndexedDB while
 * mounted, restores those a restart left, and tells the screen when one is kept or stored.
 */
export function PendingSales({ onQueued, onSynced }: HeldSaleEvents) {
  const session = useSession();
  const account = `${session.username ?? ''}/${session.displayName ?? ''}`;
  useEffect(() => keepSales(account), [account]);

  const queued = useEffectEvent(() => onQueued());
  const synced = useEffectEvent((n: number) => onSynced(n));
  useEffect(() => followHeldSales({ onQueued: queued, onSynced: synced }), []);

  const sales = useMutationState({
    filters: {
      mutationKey: posKeys.sale,
      predicate: (m) => isHeld(saleKeyOf(m)) && m.state.status !== 'success',
    },
    select: (mutation) => ({
      mutation,
      state: mutation.state as HeldSale['state'],
    }),
  });
  if (sales.length === 0) return null;
  return (
    <Stack gap="xs" mb="sm" role="list" aria-label="Transaksi menunggu sinkron">
      {sales.map((held) => (
        <PendingSale key={held.mutation.mutationId} held={held} />
      ))}
    </Stack>
  );
}
