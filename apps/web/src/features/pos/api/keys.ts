import { sharedKeys } from '../../../lib/query-keys';

export const posKeys = {
  products: ['products'] as const,
  /** Every sale's mutation: its defaults, the offline store and the pending list find it. */
  sale: ['sale'] as const,
  todaySales: (username: string) => [...sharedKeys.sales(username), 'today'] as const,
};
