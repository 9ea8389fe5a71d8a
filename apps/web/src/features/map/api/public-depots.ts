import { messages, type PublicDepot } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export const publicDepotsQuery = queryOptions({
  queryKey: ['public', 'depots'],
  queryFn: () =>
    apiFetch<PublicDepot[]>('/public/depot-public', { fallbackMessage: messages.map.failed }),
  // The server lets the list be cached for a minute too.
  staleTime: 60_000,
});

export const usePublicDepots = () => useQuery(publicDepotsQuery);
