import { sharedKeys } from '../../../lib/query-keys';

export const incomeKeys = {
  periods: (username: string) => ['income', username, 'periods'] as const,
  salesTotal: (username: string) => [...sharedKeys.sales(username), 'total'] as const,
};
