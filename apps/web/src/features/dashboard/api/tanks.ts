import type { TankReading } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { REPORT_REFRESH_MS } from './reports';

export const tanksQuery = (username: string) =>
  queryOptions({
    queryKey: ['tanks', username],
    queryFn: () => apiFetch<TankReading[]>(`/tanks/${encodeURIComponent(username)}`),
    refetchInterval: REPORT_REFRESH_MS,
  });

export const useTanks = (username: string) => useQuery(tanksQuery(username));
