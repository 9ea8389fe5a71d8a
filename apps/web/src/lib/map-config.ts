import { DEFAULT_TILE_URL, messages, type MapConfig } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';
import { sharedKeys } from './query-keys';

/** The server's tile source; it changes only with a restart. */
export const mapConfigQuery = queryOptions({
  queryKey: sharedKeys.mapConfig,
  queryFn: () =>
    apiFetch<MapConfig>('/public/map-config', { fallbackMessage: messages.map.failed }),
  staleTime: Infinity,
});

/**
 * The tile template every map draws with: undefined while the server has not answered, and
 * OpenStreetMap's when it cannot, so a map still draws.
 */
export function useTileUrl() {
  const config = useQuery(mapConfigQuery);
  return config.data?.tile_url ?? (config.isError ? DEFAULT_TILE_URL : undefined);
}
