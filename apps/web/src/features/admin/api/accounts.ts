import { messages, type AccountItem } from '@depot/contract';
import { useQuery } from '@tanstack/react-query';
import { apiListQuery } from '../../../lib/api-query';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { adminKeys } from './keys';

export const accountsQuery = apiListQuery<AccountItem>({
  queryKey: adminKeys.accounts,
  path: '/superadmin/accounts',
  fallbackMessage: messages.accounts.listFailed,
  meta: SUPER_ADMIN_CALL,
});

export const useAccounts = () => useQuery(accountsQuery);
