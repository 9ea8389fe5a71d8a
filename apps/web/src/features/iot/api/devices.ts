import type { SmartIotDevice } from '@depot/contract';
import { useQuery } from '@tanstack/react-query';
import { iotKeys } from './keys';
import { smartIotList } from './smart-iot-list';

/** Every smart IoT device (no `_limit`: the whole list). */
export const devicesQuery = smartIotList<SmartIotDevice>(
  iotKeys.devices(),
  '/superadmin/tables/smart_iot_devices',
);

export const useDevices = () => useQuery(devicesQuery);
