import { POLL_MS, type LastPosition } from '@depot/contract';
import { queryOptions } from '@tanstack/react-query';
import { trackerKeys } from './keys';
import { depotPath, trackerRead } from './read';
import { addToTrail } from './trail';

/** A bike's newest position (null before its first); polled in live mode, pushed sooner. */
export const lastPositionQuery = (username: string, tracker: string, live: boolean) =>
  queryOptions({
    queryKey: trackerKeys.lastPosition(username, tracker),
    queryFn: async ({ client, signal }) => {
      const position = await trackerRead<LastPosition | null>(
        depotPath('last-position', username, { tracker }),
        null,
        { signal },
      );
      if (position) addToTrail(client, username, tracker, position);
      return position;
    },
    refetchInterval: live ? POLL_MS.trackerLive : false,
  });
