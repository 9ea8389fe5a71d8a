import { POLL_MS, type TankReading } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { dashboardKeys, PREFETCH_FRESH_MS } from './keys';

export const tanksPath = (username: string) => `/tanks/${encodeURIComponent(username)}`;

export const tanksQuery = (username: string) =>
  queryOptions({
    queryKey: dashboardKeys.tanks(username),
    // Prefetched by the home beside today's figures: not asked again as the report mounts.
    staleTime: PREFETCH_FRESH_MS,
    queryFn: () => apiFetch<TankReading[]>(tanksPath(username)),
    refetchInterval: POLL_MS.reports,
  });

export const useTanks = (username: string) => useQuery(tanksQuery(username));
