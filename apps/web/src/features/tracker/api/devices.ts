import { messages, type TrackerDevices } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { depotPath, liveKey, trackerRead } from './read';

/** The picker's Online/Offline labels; the chosen bike's status card polls on its own. */
const DEVICES_REFRESH_MS = 60_000;

/** The depot's bikes and its own location; null when the depot has no tracker data at all. */
export const devicesQuery = (username: string) =>
  queryOptions({
    queryKey: [...liveKey(username), 'devices'],
    queryFn: ({ signal }) =>
      trackerRead<TrackerDevices | null>(depotPath('devices', username), null, {
        signal,
        fallbackMessage: messages.tracker.devicesFailed,
      }),
    refetchInterval: DEVICES_REFRESH_MS,
  });

export const useDevices = (username: string) => useQuery(devicesQuery(username));
