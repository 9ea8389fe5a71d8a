import {
  BUCKET_MINUTES_HEADER,
  messages,
  READINGS_LIMIT,
  type SensorReading,
  type SensorReadingRange,
} from '@depot/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchWithHeaders } from '../../../lib/api';
import { SENSOR_DETAIL_CALL } from './sensor';
import { iotKeys } from './keys';

export interface ReadingsFilter {
  range: SensorReadingRange | null;
  month?: number;
  year?: number;
}

export interface ReadingsAnswer {
  points: SensorReading[];
  /** Each point averages this many minutes; null when the points are the readings. */
  bucketMinutes: number | null;
}

function searchOf(filter: ReadingsFilter, extra: Record<string, string>) {
  const params = new URLSearchParams(extra);
  if (filter.range) params.set('_range', filter.range);
  if (filter.range === 'by_month' && filter.month && filter.year) {
    params.set('_month', String(filter.month));
    params.set('_year', String(filter.year));
  }
  return params.toString();
}

/** A sensor's readings over a period: at most 1 000 points (averages when there are more). */
export const readingsQuery = (
  sensorId: string,
  filter: ReadingsFilter,
  raw?: number,
  enabled = true,
) =>
  queryOptions({
    enabled,
    queryKey: iotKeys.readings(sensorId, filter, raw ?? null),
    queryFn: async ({ signal }): Promise<ReadingsAnswer> => {
      const extra: Record<string, string> = raw
        ? { _limit: String(raw), _raw: 'true' }
        : { _limit: String(READINGS_LIMIT) };
      const { data, headers } = await apiFetchWithHeaders<SensorReading[]>(
        `/superadmin/tables/sensors/${encodeURIComponent(sensorId)}/readings?${searchOf(filter, extra)}`,
        { signal, fallbackMessage: messages.iot.detailFailed },
      );
      const bucket = headers.get(BUCKET_MINUTES_HEADER);
      return { points: data, bucketMinutes: bucket ? Number(bucket) : null };
    },
    meta: SENSOR_DETAIL_CALL,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** `enabled` waits for the sensor itself: an unknown id asks for no history. */
export const useReadings = (
  sensorId: string,
  filter: ReadingsFilter,
  raw?: number,
  enabled = true,
) => useQuery(readingsQuery(sensorId, filter, raw, enabled));
