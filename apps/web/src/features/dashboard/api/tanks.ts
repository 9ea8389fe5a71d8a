import { POLL_MS, type TankReading } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { dashboardKeys } from './keys';

export const tanksQuery = (username: string) =>
  queryOptions({
    queryKey: dashboardKeys.tanks(username),
    queryFn: () => apiFetch<TankReading[]>(`/tanks/${encodeURIComponent(username)}`),
    refetchInterval: POLL_MS.reports,
  });

export const useTanks = (username: string) => useQuery(tanksQuery(username));
