import { messages, POLL_MS, type LatestSensorReading } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchList } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { iotKeys } from './keys';

/** Every sensor's newest reading, refreshed every 30 s. */
export const latestReadingsQuery = queryOptions({
  queryKey: iotKeys.latest(),
  queryFn: ({ signal }) =>
    apiFetchList<LatestSensorReading>('/superadmin/tables/latest-sensor-readings', {
      signal,
      fallbackMessage: messages.iot.loadFailed,
    }),
  meta: SUPER_ADMIN_CALL,
  refetchInterval: POLL_MS.smartIot,
});

export const useLatestReadings = () => useQuery(latestReadingsQuery);
