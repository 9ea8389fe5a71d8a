import type { ServerEvent } from '@depot/contract';
import type { QueryClient } from '@tanstack/react-query';
import { todaySalesQuery } from './api/today-sales';

/**
 * Keeps today's transactions in step with the live stream, whoever rang them up: a deleted one
 * leaves the list at once; a new one is fetched (its details are written by the server).
 */
export function applyPosEvent(queryClient: QueryClient, username: string, event: ServerEvent) {
  const { queryKey } = todaySalesQuery(username);
  if (event.type === 'sale' && event.action === 'deleted') {
    queryClient.setQueryData(queryKey, (list) =>
      list?.filter((sale) => sale.transaction_id !== event.transaction_id),
    );
  } else if (event.type === 'sale' || event.type === 'resync') {
    void queryClient.invalidateQueries({ queryKey });
  }
}
