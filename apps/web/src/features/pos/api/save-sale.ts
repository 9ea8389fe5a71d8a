import type { SaleResponse } from '@depot/contract';
import { useMutation, useQueryClient, type MutateOptions } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { sharedKeys } from '../../../lib/query-keys';
import { isHeld } from '../offline/held-sales';
import { posKeys } from './keys';
import { saleBody, type SaleVariables, type SaveSale } from './sale-body';

const lostConnection = (error: unknown) => error instanceof ApiError && error.status === 0;
const serverFailed = (error: unknown) => error instanceof ApiError && error.status >= 500;

const sendSale = (sale: SaleVariables) =>
  apiFetch<SaleResponse>('/sales', {
    method: 'POST',
    body: saleBody(sale),
    headers: { 'idempotency-key': sale.idempotencyKey },
  });

// Defaults rather than hook options: a sale restored from the phone after a restart has no
// screen's hook, and still has to be sent.
queryClient.setMutationDefaults(posKeys.sale, {
  mutationFn: (sale: SaleVariables) => sendSale(sale),
  // A lost connection is tried again and again, paused while the browser says it is offline,
  // at least every 5 s otherwise (a tab restarted offline believes it is online); a server
  // failure a few times; a refusal is final.
  retry: (failures, error) => lostConnection(error) || (serverFailed(error) && failures < 3),
  retryDelay: (failures) => Math.min(1000 * 2 ** failures, 5000),
  onSuccess: (_, sale) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sharedKeys.sales(sale.username) }),
      // A sale moves the customer's balance and stamps.
      queryClient.invalidateQueries({ queryKey: sharedKeys.customers(sale.username) }),
    ]),
});

type Callbacks = Pick<MutateOptions<SaleResponse, Error, SaleVariables>, 'onSuccess' | 'onError'>;

/**
 * `mutate(sale, {onSuccess, onError})` as for any call. A sale kept on the phone (offline) is
 * no longer the screen's: the pending list and its notices follow it (offline/), so these
 * callbacks are not called for it.
 */
export function useSaveSale() {
  const mutation = useMutation<SaleResponse, Error, SaleVariables>({ mutationKey: posKeys.sale });
  const mutate = (sale: SaveSale, { onSuccess, onError }: Callbacks = {}) => {
    // A second click on a cart already kept on the phone: it is on its way.
    if (isHeld(sale.idempotencyKey)) return;
    mutation.mutate(
      { ...sale, madeAt: new Date().toISOString() },
      {
        onSuccess: (...args) => {
          if (!isHeld(sale.idempotencyKey)) onSuccess?.(...args);
        },
        onError: (...args) => {
          if (!isHeld(sale.idempotencyKey)) onError?.(...args);
        },
      },
    );
  };
  // A sale kept on the phone frees the button for the next customer.
  return {
    ...mutation,
    mutate,
    isPending: mutation.isPending && !isHeld(mutation.variables?.idempotencyKey),
  };
}

export function useDeleteSale(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/sales/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.sales(username) }),
  });
}
