import { messages, POLL_MS, type SmartIotSensor } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchList } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { iotKeys } from './keys';

/** Every smart IoT sensor with its device and owner, refreshed every 30 s. */
export const sensorsQuery = queryOptions({
  queryKey: iotKeys.sensors(),
  queryFn: ({ signal }) =>
    apiFetchList<SmartIotSensor>('/superadmin/tables/smart_iot_sensors', {
      signal,
      fallbackMessage: messages.iot.loadFailed,
    }),
  meta: SUPER_ADMIN_CALL,
  refetchInterval: POLL_MS.smartIot,
});

export const useSensors = () => useQuery(sensorsQuery);
