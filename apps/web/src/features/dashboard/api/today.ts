import type { DepotToday, QualityHistory } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** The home's cards follow the till and the devices more closely than the reports. */
const TODAY_REFRESH_MS = 30_000;
const QUALITY_REFRESH_MS = 60_000;

const path = (username: string, part: string) =>
  `/dashboard/${encodeURIComponent(username)}/${part}`;

export const depotTodayPath = (username: string) => path(username, 'today');

export const depotTodayQuery = (username: string) =>
  queryOptions({
    queryKey: ['dashboard', username, 'today'],
    queryFn: () => apiFetch<DepotToday>(depotTodayPath(username)),
    refetchInterval: TODAY_REFRESH_MS,
  });

export const useDepotToday = (username: string) => useQuery(depotTodayQuery(username));

export const qualityHistoryQuery = (username: string) =>
  queryOptions({
    queryKey: ['dashboard', username, 'quality'],
    queryFn: () => apiFetch<QualityHistory>(path(username, 'quality')),
    refetchInterval: QUALITY_REFRESH_MS,
  });

export const useQualityHistory = (username: string) => useQuery(qualityHistoryQuery(username));
