import { POLL_MS, type DeviceStatus } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trackerKeys } from './keys';
import { depotPath, trackerRead } from './read';

const UNKNOWN: DeviceStatus = { tracker_id: null, status: 'Offline', last_seen: null };

/** Online or Offline as the server decides it; polled in live mode. */
export const deviceStatusQuery = (username: string, tracker: string, live: boolean) =>
  queryOptions({
    queryKey: trackerKeys.deviceStatus(username, tracker),
    queryFn: ({ signal }) =>
      trackerRead(depotPath('device-status', username, { tracker }), UNKNOWN, { signal }),
    refetchInterval: live ? POLL_MS.trackerLive : false,
  });

export const useDeviceStatus = (username: string, tracker: string | undefined, live: boolean) =>
  useQuery({ ...deviceStatusQuery(username, tracker ?? '', live), enabled: Boolean(tracker) });
