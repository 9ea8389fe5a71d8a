import { sharedKeys } from '../../../lib/query-keys';

export const posKeys = {
  products: (username: string) => sharedKeys.catalogue(username),
  qris: (username: string) => sharedKeys.qris(username),
  customers: (username: string, q: string) => [...sharedKeys.customers(username), { q }] as const,
  /** Every sale's mutation: its defaults, the offline store and the pending list find it. */
  sale: ['sale'] as const,
  todaySales: (username: string) => [...sharedKeys.sales(username), 'today'] as const,
};
