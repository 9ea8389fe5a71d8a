import { messages, type MasterRow, type MasterTableName, type SortOrder } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetchWithHeaders } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { adminKeys } from './keys';

export interface MasterPageRequest {
  table: MasterTableName;
  limit: number;
  offset: number;
  sort?: string;
  order?: SortOrder;
  q: string;
}

export interface MasterPage {
  rows: MasterRow[];
  total: number;
  /** The total is the server's estimate (a very large table). */
  estimated: boolean;
}

export const masterTableQuery = (p: MasterPageRequest) =>
  queryOptions({
    queryKey: [...adminKeys.table(p.table), p] as const,
    meta: SUPER_ADMIN_CALL,
    // The page on screen stays while the next one of the same table loads.
    placeholderData: (previous: MasterPage | undefined, previousQuery) =>
      previousQuery?.queryKey[2] === p.table ? previous : undefined,
    queryFn: async ({ signal }): Promise<MasterPage> => {
      const query = new URLSearchParams({ _limit: String(p.limit), _offset: String(p.offset) });
      if (p.sort) query.set('_sort', p.sort);
      if (p.order) query.set('_order', p.order);
      if (p.q) query.set('_q', p.q);
      const { data, headers } = await apiFetchWithHeaders<unknown>(
        `/superadmin/tables/${p.table}?${query}`,
        { fallbackMessage: messages.tables.listFailed(p.table), signal },
      );
      if (!Array.isArray(data)) throw new ApiError(200, messages.admin.badFormat);
      return {
        rows: data as MasterRow[],
        total: Number(headers.get('x-total-count') ?? data.length),
        estimated: headers.get('x-total-count-estimated') === '1',
      };
    },
  });

export const useMasterTable = (p: MasterPageRequest) => useQuery(masterTableQuery(p));
