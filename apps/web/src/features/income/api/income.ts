import type { IncomePeriods, SalesTotal } from '@depot/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { incomeKeys, type DayRange } from './keys';

const ranged = (path: string, username: string, r: DayRange) =>
  `/${path}/${encodeURIComponent(username)}?from=${r.from}&to=${r.to}`;

export const incomePeriodsQuery = (username: string, range: DayRange) =>
  queryOptions({
    queryKey: incomeKeys.periodsOf(username, range),
    queryFn: () => apiFetch<IncomePeriods>(ranged('pendapatan', username, range)),
  });

export const salesTotalQuery = (username: string, range: DayRange) =>
  queryOptions({
    queryKey: incomeKeys.salesTotalOf(username, range),
    queryFn: () => apiFetch<SalesTotal>(ranged('sales/total', username, range)),
  });

/** The previous range's figures stay on screen while the next range loads. */
export const useIncomePeriods = (username: string, range: DayRange) =>
  useQuery({ ...incomePeriodsQuery(username, range), placeholderData: keepPreviousData });
export const useSalesTotal = (username: string, range: DayRange) =>
  useQuery({ ...salesTotalQuery(username, range), placeholderData: keepPreviousData });
