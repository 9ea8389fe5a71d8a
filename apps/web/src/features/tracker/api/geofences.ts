import type { Geofence } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { depotPath, trackerRead } from './read';
import { trackerKeys } from './keys';

export const geofencesQuery = (username: string) =>
  queryOptions({
    queryKey: trackerKeys.geofences(username),
    queryFn: ({ signal }) =>
      trackerRead<Geofence[]>(depotPath('geofence', username), [], { signal }),
  });

/** The depot's fences; a failed load shows none (spec §8). */
export function useGeofences(username: string) {
  const query = useQuery(geofencesQuery(username));
  return query.data ?? [];
}
