import { sharedKeys } from '../../../lib/query-keys';

export const posKeys = {
  products: ['products'] as const,
  todaySales: (username: string) => [...sharedKeys.sales(username), 'today'] as const,
};
