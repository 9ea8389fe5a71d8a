import { messages, type AccountItem } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchList } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { adminKeys } from './keys';

export const accountsQuery = queryOptions({
  queryKey: adminKeys.accounts,
  meta: SUPER_ADMIN_CALL,
  queryFn: () =>
    apiFetchList<AccountItem>('/superadmin/accounts', {
      fallbackMessage: messages.accounts.listFailed,
    }),
});

export const useAccounts = () => useQuery(accountsQuery);
