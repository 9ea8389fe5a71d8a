import { messages, type MapConfig } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** The server's tile source; it changes only with a restart. */
export const mapConfigQuery = queryOptions({
  queryKey: ['public', 'map-config'],
  queryFn: () =>
    apiFetch<MapConfig>('/public/map-config', { fallbackMessage: messages.map.failed }),
  staleTime: Infinity,
});

export const useMapConfig = () => useQuery(mapConfigQuery);
