import { messages, type AccountItem } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';

export const accountsQuery = queryOptions({
  queryKey: ['admin', 'accounts'],
  meta: SUPER_ADMIN_CALL,
  queryFn: async () => {
    const data = await apiFetch<unknown>('/superadmin/accounts', {
      fallbackMessage: messages.accounts.listFailed,
    });
    if (!Array.isArray(data)) throw new ApiError(200, messages.admin.badFormat);
    return data as AccountItem[];
  },
});

export const useAccounts = () => useQuery(accountsQuery);
