import type { SaleResponse } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import type { CartItem } from '../cart';
import { sharedKeys } from '../../../lib/query-keys';

interface SaveSale {
  username: string;
  cart: CartItem[];
  /** One key per cart: a double click or a retry stores a single transaction. */
  idempotencyKey: string;
}

export function useSaveSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, cart, idempotencyKey }: SaveSale) =>
      apiFetch<SaleResponse>('/sales', {
        method: 'POST',
        body: { username, cart },
        headers: { 'idempotency-key': idempotencyKey },
      }),
    retry: 2,
    onSuccess: (_, { username }) =>
      queryClient.invalidateQueries({ queryKey: sharedKeys.sales(username) }),
  });
}

export function useDeleteSale(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/sales/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.sales(username) }),
  });
}
