import type { SaleRequest, SaleResponse } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { sharedKeys } from '../../../lib/query-keys';

export interface SaveSale {
  /** The whole `POST /api/sales` body. */
  request: SaleRequest;
  /** One key per cart: a double click or a retry stores a single transaction. */
  idempotencyKey: string;
}

export function useSaveSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: SaveSale) =>
      apiFetch<SaleResponse>('/sales', {
        method: 'POST',
        body: request,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    retry: 2,
    onSuccess: (_, { request }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedKeys.sales(request.username) }),
        // A sale moves the customer's balance and stamps.
        queryClient.invalidateQueries({ queryKey: sharedKeys.customers(request.username) }),
      ]),
  });
}

export function useDeleteSale(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/sales/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.sales(username) }),
  });
}
