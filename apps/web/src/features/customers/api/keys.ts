import { sharedKeys } from '../../../lib/query-keys';

/** Under the shared prefix, so a sale on credit and a payment refresh every list and history. */
export const customerKeys = {
  list: (username: string, q: string) => [...sharedKeys.customers(username), 'list', q] as const,
  history: (username: string, id: number) => [...sharedKeys.customers(username), id] as const,
};
