import type { ReconciliationDay, ReconciliationTrend } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

const path = (username: string, query: string) =>
  `/reconciliation/${encodeURIComponent(username)}?${query}`;

export const reconciliationDayQuery = (username: string, date: string) =>
  queryOptions({
    queryKey: ['reconciliation', username, 'day', date],
    queryFn: () => apiFetch<ReconciliationDay>(path(username, `date=${date}`)),
  });

export const reconciliationTrendQuery = (username: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['reconciliation', username, 'trend', from, to],
    queryFn: () => apiFetch<ReconciliationTrend>(path(username, `from=${from}&to=${to}`)),
  });

export const useReconciliationDay = (username: string, date: string) =>
  useQuery(reconciliationDayQuery(username, date));

/** The owner's trend; an employee has none to ask for. */
export const useReconciliationTrend = (
  username: string,
  from: string,
  to: string,
  enabled: boolean,
) => useQuery({ ...reconciliationTrendQuery(username, from, to), enabled });
