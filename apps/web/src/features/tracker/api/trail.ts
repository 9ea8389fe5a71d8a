import { TRAIL_POINTS } from '@depot/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { jakartaDay } from '../time';
import { appendToTrail, type TrailPoint } from '../trail';
import { fetchHistory } from './history';
import { trackerKeys } from './keys';

/**
 * The live trail: started from today's last positions, so the line is there when the page
 * opens, then grown by every position a poll or the live stream brings (addToTrail).
 */
export const trailQuery = (username: string, tracker: string) =>
  queryOptions({
    queryKey: trackerKeys.trail(username, tracker),
    queryFn: async ({ signal }): Promise<TrailPoint[]> => {
      const today = jakartaDay();
      const { data } = await fetchHistory(
        username,
        tracker,
        { start_date: today, end_date: today },
        signal,
      );
      return data.slice(-TRAIL_POINTS).reduce<TrailPoint[]>((t, p) => appendToTrail(t, p), []);
    },
    staleTime: Infinity,
  });

export const useTrail = (username: string, tracker: string | undefined, live: boolean) =>
  useQuery({ ...trailQuery(username, tracker ?? ''), enabled: Boolean(tracker) && live });

/** A bike's new position joins its trail, if the trail is loaded (else it will be fetched). */
export function addToTrail(
  client: QueryClient,
  username: string,
  tracker: string,
  point: TrailPoint,
) {
  client.setQueryData(trailQuery(username, tracker).queryKey, (trail) =>
    trail ? appendToTrail(trail, point) : trail,
  );
}
