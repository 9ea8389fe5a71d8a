import type { CalculateBillRequest, CalculateBillResponse } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { pdamKeys } from './keys';

/** A bill is a pure function of its request: cached per request like a read. */
export const calculateBillQuery = (request: CalculateBillRequest) =>
  queryOptions({
    queryKey: pdamKeys.bill(request),
    queryFn: () =>
      apiFetch<CalculateBillResponse>('/pdam/calculate-bill', { method: 'POST', body: request }),
    staleTime: 5 * 60_000,
  });

/** Asked only once the usage is known (the spec's sequence: usage, then bill). */
export const useCalculateBill = (request: CalculateBillRequest | null) =>
  useQuery({
    ...calculateBillQuery(request ?? { pdamId: '', golonganId: '', usageM3: 0 }),
    enabled: request !== null,
  });
