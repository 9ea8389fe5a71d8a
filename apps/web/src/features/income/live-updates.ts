import type { ServerEvent } from '@depot/contract';
import type { QueryClient } from '@tanstack/react-query';
import { incomeKeys } from './api/keys';

/** Income follows the gallons counted (periods) and the transactions saved (totals). */
export function applyIncomeEvent(queryClient: QueryClient, username: string, event: ServerEvent) {
  if (event.type === 'usage' || event.type === 'resync') {
    void queryClient.invalidateQueries({ queryKey: incomeKeys.periods(username) });
  }
  if (event.type === 'sale' || event.type === 'resync') {
    void queryClient.invalidateQueries({ queryKey: incomeKeys.salesTotal(username) });
  }
}
