import { messages, type Customer, type CustomerBody, type CustomerResult } from '@depot/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiListQuery } from '../../../lib/api-query';
import { sharedKeys } from '../../../lib/query-keys';
import { posKeys } from './keys';

/** Customers whose name or number matches what the cashier typed (nothing asked when empty). */
export const useCustomerSearch = (username: string, q: string) =>
  useQuery({
    ...apiListQuery<Customer>({
      queryKey: posKeys.customers(username, q),
      path: `/customers/${encodeURIComponent(username)}?q=${encodeURIComponent(q)}`,
      fallbackMessage: 'Gagal mencari pelanggan.',
    }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });

/** A new customer (or the same number's customer, updated). */
export const useCreateCustomer = (username: string) =>
  useApiMutation<CustomerResult, CustomerBody>({
    request: (body) => ({
      method: 'POST',
      path: `/customers/${encodeURIComponent(username)}`,
      body,
    }),
    fallbackMessage: messages.api.serverError,
    invalidates: () => [sharedKeys.customers(username)],
  });
