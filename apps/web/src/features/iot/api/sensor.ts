import { messages, type SmartIotSensor } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { iotKeys } from './keys';

/** The detail page's calls: a refused session shows the spec's own text (§8). */
export const SENSOR_DETAIL_CALL = {
  ...SUPER_ADMIN_CALL,
  sessionEndedMessage: messages.iot.sessionExpired,
};

/** One sensor (the server answers an array of one). */
export const sensorQuery = (sensorId: string) =>
  queryOptions({
    queryKey: iotKeys.sensor(sensorId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<SmartIotSensor[]>(
          `/superadmin/tables/sensors/${encodeURIComponent(sensorId)}`,
          {
            signal,
            fallbackMessage: messages.iot.detailFailed,
          },
        )
      )[0] ?? null,
    meta: SENSOR_DETAIL_CALL,
    retry: false,
  });

export const useSensor = (sensorId: string) => useQuery(sensorQuery(sensorId));
