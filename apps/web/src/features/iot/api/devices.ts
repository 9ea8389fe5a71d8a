import { messages, POLL_MS, type SmartIotDevice } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchList } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { iotKeys } from './keys';

/** Every smart IoT device (no `_limit`: the whole list), refreshed every 30 s. */
export const devicesQuery = queryOptions({
  queryKey: iotKeys.devices(),
  queryFn: ({ signal }) =>
    apiFetchList<SmartIotDevice>('/superadmin/tables/smart_iot_devices', {
      signal,
      fallbackMessage: messages.iot.loadFailed,
    }),
  meta: SUPER_ADMIN_CALL,
  refetchInterval: POLL_MS.smartIot,
});

export const useDevices = () => useQuery(devicesQuery);
