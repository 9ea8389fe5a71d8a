import { sharedKeys } from '../../../lib/query-keys';

export const posKeys = {
  products: (username: string) => sharedKeys.catalogue(username),
  qris: (username: string) => [...sharedKeys.catalogue(username), 'qris'] as const,
  customers: (username: string, q: string) => [...sharedKeys.customers(username), { q }] as const,
  todaySales: (username: string) => [...sharedKeys.sales(username), 'today'] as const,
};
