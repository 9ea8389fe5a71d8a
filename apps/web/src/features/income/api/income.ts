import type { IncomePeriods, SalesTotal } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { incomeKeys } from './keys';

export const incomePeriodsQuery = (username: string) =>
  queryOptions({
    queryKey: incomeKeys.periods(username),
    queryFn: () => apiFetch<IncomePeriods>(`/pendapatan/${encodeURIComponent(username)}`),
  });

export const salesTotalQuery = (username: string) =>
  queryOptions({
    queryKey: incomeKeys.salesTotal(username),
    queryFn: () => apiFetch<SalesTotal>(`/sales/total/${encodeURIComponent(username)}`),
  });

export const useIncomePeriods = (username: string) => useQuery(incomePeriodsQuery(username));
export const useSalesTotal = (username: string) => useQuery(salesTotalQuery(username));
