import { POLL_MS, type DailyReport, type MonthlyReport, type WeeklyReport } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { dashboardKeys, PREFETCH_FRESH_MS } from './keys';

const path = (username: string, report: string) =>
  `/reports/${encodeURIComponent(username)}/${report}`;

export const dailyReportPath = (username: string, month: string) =>
  `${path(username, 'daily')}?month=${month}`;

export const dailyReportQuery = (username: string, month: string) =>
  queryOptions({
    queryKey: dashboardKeys.dailyReport(username, month),
    // Prefetched by the home beside today's figures: not asked again as the report mounts.
    staleTime: PREFETCH_FRESH_MS,
    queryFn: () => apiFetch<DailyReport>(dailyReportPath(username, month)),
    refetchInterval: POLL_MS.reports,
    placeholderData: (previous) => previous,
  });

export const weeklyReportQuery = (username: string) =>
  queryOptions({
    queryKey: dashboardKeys.weeklyReport(username),
    queryFn: () => apiFetch<WeeklyReport>(path(username, 'weekly')),
    refetchInterval: POLL_MS.reports,
  });

export const monthlyReportQuery = (username: string) =>
  queryOptions({
    queryKey: dashboardKeys.monthlyReport(username),
    queryFn: () => apiFetch<MonthlyReport>(path(username, 'monthly')),
    refetchInterval: POLL_MS.reports,
  });

export const useDailyReport = (username: string, month: string) =>
  useQuery(dailyReportQuery(username, month));
export const useWeeklyReport = (username: string) => useQuery(weeklyReportQuery(username));
export const useMonthlyReport = (username: string) => useQuery(monthlyReportQuery(username));
