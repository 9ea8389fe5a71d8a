import type { TodaySale } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { posKeys } from './keys';

export const todaySalesQuery = (username: string) =>
  queryOptions({
    queryKey: posKeys.todaySales(username),
    // `_t` keeps proxies and the browser from answering from a cache (spec owner-app §7).
    queryFn: () =>
      apiFetch<TodaySale[]>(`/sales/today/${encodeURIComponent(username)}?_t=${Date.now()}`),
  });

export const useTodaySales = (username: string) => useQuery(todaySalesQuery(username));
