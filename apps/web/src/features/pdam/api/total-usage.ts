import type { TotalUsage } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { pdamKeys } from './keys';

export const totalUsageQuery = (username: string, month: string, year: string) =>
  queryOptions({
    queryKey: pdamKeys.totalUsage(username, year, month),
    queryFn: () =>
      apiFetch<TotalUsage>(
        `/pdam/total-usage/${encodeURIComponent(username)}?month=${month}&year=${year}`,
      ),
  });

export const useTotalUsage = (username: string, month: string, year: string) =>
  useQuery({ ...totalUsageQuery(username, month, year), enabled: username !== '' });
