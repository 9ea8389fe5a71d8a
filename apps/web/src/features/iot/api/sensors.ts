import type { SmartIotSensor } from '@depot/contract';
import { useQuery } from '@tanstack/react-query';
import { iotKeys } from './keys';
import { smartIotList } from './smart-iot-list';

/** Every smart IoT sensor with its device and owner. */
export const sensorsQuery = smartIotList<SmartIotSensor>(
  iotKeys.sensors(),
  '/superadmin/tables/smart_iot_sensors',
);

export const useSensors = () => useQuery(sensorsQuery);
