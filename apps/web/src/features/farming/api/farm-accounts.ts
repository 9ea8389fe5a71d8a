import { ACCOUNT_PICKER_LIMIT, messages } from '@depot/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchList } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { farmingKeys } from './keys';

interface AccountRow {
  id: number;
  username: string;
  depot_name: string | null;
  is_super_admin: boolean | number;
  employer: string | null;
}

export interface FarmAccount {
  username: string;
  depotName: string | null;
}

/**
 * Depot owners for the super admin's picker: at most ACCOUNT_PICKER_LIMIT (spec §9), searched on
 * the server by what was typed, so an account beyond the first hundred can still be found.
 */
export const farmAccountsQuery = (search: string) =>
  queryOptions({
    queryKey: farmingKeys.accounts(search),
    queryFn: async ({ signal }) => {
      const q = search ? `&_q=${encodeURIComponent(search)}` : '';
      const rows = await apiFetchList<AccountRow>(
        `/superadmin/tables/accounts?_limit=${ACCOUNT_PICKER_LIMIT}&_sort=username&_order=asc${q}`,
        { signal, fallbackMessage: messages.tables.listFailed('accounts') },
      );
      return rows
        .filter((r) => !r.is_super_admin && !r.employer)
        .map((r): FarmAccount => ({ username: r.username, depotName: r.depot_name }));
    },
    meta: SUPER_ADMIN_CALL,
    placeholderData: keepPreviousData,
  });

export const useFarmAccounts = (search: string) => useQuery(farmAccountsQuery(search));
