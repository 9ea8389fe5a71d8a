import { messages, POLL_MS, type TrackerDevices } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { depotPath, trackerRead } from './read';
import { trackerKeys } from './keys';

/** The depot's bikes and its own location; null when the depot has no tracker data at all. */
export const devicesQuery = (username: string) =>
  queryOptions({
    queryKey: trackerKeys.devices(username),
    queryFn: ({ signal }) =>
      trackerRead<TrackerDevices | null>(depotPath('devices', username), null, {
        signal,
        fallbackMessage: messages.tracker.devicesFailed,
      }),
    // The picker's Online/Offline labels; the chosen bike's status card polls on its own.
    refetchInterval: POLL_MS.trackerDevices,
  });

export const useDevices = (username: string) => useQuery(devicesQuery(username));
