import { messages, POLL_MS, type TrackerDevices } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { depotPath, liveKey, trackerRead } from './read';

/** The depot's bikes and its own location; null when the depot has no tracker data at all. */
export const devicesQuery = (username: string) =>
  queryOptions({
    queryKey: [...liveKey(username), 'devices'],
    queryFn: ({ signal }) =>
      trackerRead<TrackerDevices | null>(depotPath('devices', username), null, {
        signal,
        fallbackMessage: messages.tracker.devicesFailed,
      }),
    // The picker's Online/Offline labels; the chosen bike's status card polls on its own.
    refetchInterval: POLL_MS.trackerDevices,
  });

export const useDevices = (username: string) => useQuery(devicesQuery(username));
