import type { ReadingsFilter } from './readings';

export const iotKeys = {
  /** Everything of the smart weather screens: refreshed after hardware is added or removed. */
  all: ['superadmin', 'iot'] as const,
  devices: () => [...iotKeys.all, 'devices'] as const,
  sensors: () => [...iotKeys.all, 'sensors'] as const,
  latest: () => [...iotKeys.all, 'latest'] as const,
  sensor: (sensorId: string) => [...iotKeys.all, 'sensor', sensorId] as const,
  readings: (sensorId: string, filter: ReadingsFilter, raw: number | null) =>
    [...iotKeys.all, 'readings', sensorId, filter, raw] as const,
};
