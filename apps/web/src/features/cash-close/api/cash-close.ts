import {
  messages,
  type CashCloseBody,
  type CashCloseOverview,
  type CashCloseResult,
} from '@depot/contract';
import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';
import { sharedKeys } from '../../../lib/query-keys';

// Under the sales key: a sale saved at the till refreshes the open period's figures.
const key = (username: string) => [...sharedKeys.sales(username), 'cash-close'] as const;
const path = (username: string) => `/cash-close/${encodeURIComponent(username)}`;

/** `GET /api/cash-close/{username}`: the caller's open period and the closes they may see. */
export const useCashClose = (username: string) =>
  useQuery(
    apiQuery<CashCloseOverview>({
      queryKey: key(username),
      path: path(username),
      fallbackMessage: messages.api.serverError,
    }),
  );

/** 'Tutup Kasir': the counted cash ends the caller's period. */
export const useCloseTill = (username: string) =>
  useApiMutation<CashCloseResult, CashCloseBody>({
    request: (body) => ({ method: 'POST', path: path(username), body }),
    fallbackMessage: messages.api.serverError,
    invalidates: () => [key(username)],
  });
