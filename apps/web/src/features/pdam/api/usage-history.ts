import type { UsageHistory } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { pdamKeys } from './keys';

export interface HistoryRequest {
  username: string;
  month: string;
  year: string;
  pdamId: string;
  golonganId: string;
}

export const usageHistoryQuery = (r: HistoryRequest) =>
  queryOptions({
    queryKey: pdamKeys.history(r),
    queryFn: () =>
      apiFetch<UsageHistory>(
        `/pdam/usage-history/${encodeURIComponent(r.username)}?${new URLSearchParams({
          month: r.month,
          year: r.year,
          pdamId: r.pdamId,
          golonganId: r.golonganId,
        }).toString()}`,
      ),
  });

export const useUsageHistory = (r: HistoryRequest | null) =>
  useQuery({
    ...usageHistoryQuery(
      r ?? { username: '', month: '01', year: '2000', pdamId: '', golonganId: '' },
    ),
    enabled: r !== null,
  });
