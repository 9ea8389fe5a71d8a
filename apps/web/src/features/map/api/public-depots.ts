import { messages, type PublicDepot } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { mapKeys } from './keys';

export const publicDepotsQuery = queryOptions({
  queryKey: mapKeys.publicDepots,
  queryFn: () =>
    apiFetch<PublicDepot[]>('/public/depot-public', { fallbackMessage: messages.map.failed }),
  // A depot whose owner just agreed shows on the next visit and when the visitor comes back to the tab.
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export const usePublicDepots = () => useQuery(publicDepotsQuery);
