import type { LatestSensorReading } from '@depot/contract';
import { useQuery } from '@tanstack/react-query';
import { iotKeys } from './keys';
import { smartIotList } from './smart-iot-list';

/** Every sensor's newest reading. */
export const latestReadingsQuery = smartIotList<LatestSensorReading>(
  iotKeys.latest(),
  '/superadmin/tables/latest-sensor-readings',
);

export const useLatestReadings = () => useQuery(latestReadingsQuery);
