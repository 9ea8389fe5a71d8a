import { POLL_MS, type DailyReport, type MonthlyReport, type WeeklyReport } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

const path = (username: string, report: string) =>
  `/reports/${encodeURIComponent(username)}/${report}`;

/** Every month's daily report of a depot: the prefix of their keys. */
export const dailyReportsKey = (username: string) => ['reports', username, 'daily'] as const;

export const dailyReportQuery = (username: string, month: string) =>
  queryOptions({
    queryKey: [...dailyReportsKey(username), month],
    queryFn: () => apiFetch<DailyReport>(`${path(username, 'daily')}?month=${month}`),
    refetchInterval: POLL_MS.reports,
    placeholderData: (previous) => previous,
  });

export const weeklyReportQuery = (username: string) =>
  queryOptions({
    queryKey: ['reports', username, 'weekly'],
    queryFn: () => apiFetch<WeeklyReport>(path(username, 'weekly')),
    refetchInterval: POLL_MS.reports,
  });

export const monthlyReportQuery = (username: string) =>
  queryOptions({
    queryKey: ['reports', username, 'monthly'],
    queryFn: () => apiFetch<MonthlyReport>(path(username, 'monthly')),
    refetchInterval: POLL_MS.reports,
  });

export const useDailyReport = (username: string, month: string) =>
  useQuery(dailyReportQuery(username, month));
export const useWeeklyReport = (username: string) => useQuery(weeklyReportQuery(username));
export const useMonthlyReport = (username: string) => useQuery(monthlyReportQuery(username));
