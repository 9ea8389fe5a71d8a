import { messages, type Customer, type CustomerBody, type CustomerResult } from '@depot/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiListQuery } from '../../../lib/api-query';
import { sharedKeys } from '../../../lib/query-keys';
import { customerKeys } from './keys';

export const customersPath = (username: string) => `/customers/${encodeURIComponent(username)}`;

/** `GET /api/customers/{username}?q=`: the last list stays on screen while a search loads. */
export const useCustomers = (username: string, q: string) =>
  useQuery({
    ...apiListQuery<Customer>({
      queryKey: customerKeys.list(username, q),
      path: `${customersPath(username)}${q ? `?q=${encodeURIComponent(q)}` : ''}`,
      fallbackMessage: messages.api.serverError,
    }),
    placeholderData: keepPreviousData,
  });

/** A new customer, or the same number's customer updated (the server merges by number). */
export const useAddCustomer = (username: string) =>
  useApiMutation<CustomerResult, CustomerBody>({
    request: (body) => ({ method: 'POST', path: customersPath(username), body }),
    fallbackMessage: messages.api.serverError,
    invalidates: () => [sharedKeys.customers(username)],
  });
