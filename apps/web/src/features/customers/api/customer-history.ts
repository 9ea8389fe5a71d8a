import {
  messages,
  type CustomerHistory,
  type CustomerPaymentBody,
  type CustomerPaymentResult,
} from '@depot/contract';
import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';
import { sharedKeys } from '../../../lib/query-keys';
import { customersPath } from './customers';
import { customerKeys } from './keys';

/** `GET /api/customers/{username}/{id}`: sales, payments and loyalty stamps, newest first. */
export const useCustomerHistory = (username: string, id: number) =>
  useQuery(
    apiQuery<CustomerHistory>({
      queryKey: customerKeys.history(username, id),
      path: `${customersPath(username)}/${id}`,
      fallbackMessage: messages.customers.notFound,
    }),
  );

/**
 * 'Bayar Utang': the balance changes in every list, and the cash paid in counts in the
 * cashier's close (read under the sales key).
 */
export const usePayDebt = (username: string, id: number) =>
  useApiMutation<CustomerPaymentResult, CustomerPaymentBody>({
    request: (body) => ({
      method: 'POST',
      path: `${customersPath(username)}/${id}/payments`,
      body,
    }),
    fallbackMessage: messages.api.serverError,
    invalidates: () => [sharedKeys.customers(username), sharedKeys.sales(username)],
  });
