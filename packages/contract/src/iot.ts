import { plainText, SENSOR_ID_PATTERN, usernameField } from './common';
import { messages } from './messages';
import { finiteNumber, readingMeta, readingValue } from './telemetry';
import { z } from './zod';

/** The spec's smart IoT sensor types (admin-tracker-map §3). */
export const SMART_IOT_SENSOR_TYPES = [
  'temperature_DHT11',
  'humidity_DHT11',
  'pressure_BMP180',
  'soil_moisture',
  'gas_mq',
  'turbidity_sensor',
  'vibration_sensor',
  'temp_ds18b20',
  'ph_sensor',
  'tds_sensor',
  'salinity_sensor',
  'voltage',
  'light_sensor',
] as const;
export type SmartIotSensorType = (typeof SMART_IOT_SENSOR_TYPES)[number];

interface SensorTypeInfo {
  label: string;
  /** Spec §9; vibration has none there, so it is a bare count. */
  unit: string;
  /** Spec §9: pH and voltage with 2 decimals; the rest with 1. */
  decimals: number;
  /** What the sensor can physically report: a value outside is refused at ingest. */
  min: number;
  max: number;
}

export const SENSOR_TYPE_INFO: Record<SmartIotSensorType, SensorTypeInfo> = {
  temperature_DHT11: { label: 'Suhu Udara (DHT11)', unit: '°C', decimals: 1, min: -40, max: 80 },
  humidity_DHT11: { label: 'Kelembapan Udara (DHT11)', unit: '%', decimals: 1, min: 0, max: 100 },
  pressure_BMP180: {
    label: 'Tekanan Udara (BMP180)',
    unit: 'hPa',
    decimals: 1,
    min: 300,
    max: 1100,
  },
  soil_moisture: { label: 'Kelembapan Tanah', unit: '%', decimals: 1, min: 0, max: 100 },
  gas_mq: { label: 'Gas (MQ)', unit: 'ppm', decimals: 1, min: 0, max: 100_000 },
  turbidity_sensor: { label: 'Kekeruhan', unit: 'NTU', decimals: 1, min: 0, max: 4000 },
  vibration_sensor: { label: 'Getaran', unit: '', decimals: 1, min: 0, max: 1_000_000 },
  temp_ds18b20: { label: 'Suhu (DS18B20)', unit: '°C', decimals: 1, min: -55, max: 125 },
  ph_sensor: { label: 'pH', unit: 'pH', decimals: 2, min: 0, max: 14 },
  tds_sensor: { label: 'TDS', unit: 'ppm', decimals: 1, min: 0, max: 10_000 },
  salinity_sensor: { label: 'Salinitas', unit: 'ppt', decimals: 1, min: 0, max: 100 },
  voltage: { label: 'Tegangan', unit: 'V', decimals: 2, min: -1000, max: 1000 },
  light_sensor: { label: 'Cahaya', unit: 'lux', decimals: 1, min: 0, max: 200_000 },
};

const valueFormats = new Map<number, Intl.NumberFormat>();
/** A reading as the screens show it: id-ID digits, the type's decimals, then its unit. */
export function formatSensorValue(type: SmartIotSensorType, value: number): string {
  const { decimals, unit } = SENSOR_TYPE_INFO[type];
  let format = valueFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('id-ID', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    valueFormats.set(decimals, format);
  }
  return unit ? `${format.format(value)} ${unit}` : format.format(value);
}

/** A smart IoT sensor's reading on `sensors/{id}/data` or `POST /api/ingest/{id}`. */
export const iotValuePayload = (type: SmartIotSensorType) => {
  const { min, max, unit } = SENSOR_TYPE_INFO[type];
  return z.object({ value: readingValue(min, max, unit), ...readingMeta });
};

export const IOT_DEVICE_TYPES = ['weather_station', 'smart_farming'] as const;
export type IotDeviceType = (typeof IOT_DEVICE_TYPES)[number];
export const IOT_DEVICE_TYPE_LABELS: Record<IotDeviceType, string> = {
  weather_station: 'Stasiun Cuaca',
  smart_farming: 'Smart Farming',
};

// Spec §9 constants (the refresh periods are in polling.ts).
export const READINGS_LIMIT = 1000;
export const RAW_READINGS_SHOWN = 100;
/** Year choices of the sensor filter: the current year and four before it. */
export const READING_YEAR_CHOICES = 5;
export const ACCOUNT_PICKER_LIMIT = 100;
/** A device that has not sent anything for this long is shown Offline. */
export const IOT_OFFLINE_AFTER_MS = 10 * 60_000;

// GET /api/superadmin/tables/smart_iot_devices
export const smartIotDevice = z.object({
  id: z.number(),
  device_name: z.string(),
  location: z.string().nullable(),
  device_type: z.enum(IOT_DEVICE_TYPES),
  last_online_at: z.string().nullable(),
  /** The owner account. */
  username: z.string(),
});
export type SmartIotDevice = z.infer<typeof smartIotDevice>;

// GET /api/superadmin/tables/smart_iot_sensors and …/sensors/{sensorId} (an array of one)
export const smartIotSensor = z.object({
  /** The sensor id devices publish under (`sensors/{id}/data`). */
  id: z.string(),
  device_id: z.number(),
  sensor_name: z.string(),
  sensor_type: z.enum(SMART_IOT_SENSOR_TYPES),
  min_value: z.number().nullable(),
  max_value: z.number().nullable(),
  is_active: z.boolean(),
  last_active_at: z.string().nullable(),
  device_name: z.string(),
  device_owner_username: z.string(),
});
export type SmartIotSensor = z.infer<typeof smartIotSensor>;

// GET /api/superadmin/tables/latest-sensor-readings
export const latestSensorReading = z.object({
  sensor_id: z.string(),
  latest_value: z.number().nullable(),
  latest_timestamp: z.string().nullable(),
});
export type LatestSensorReading = z.infer<typeof latestSensorReading>;

/**
 * One point of a sensor's history, newest first. When the period holds more readings than
 * `_limit`, each point is the average of a time bucket starting at `timestamp`, with the
 * bucket's `count`, `min` and `max`; otherwise points are the raw readings (no `count`).
 */
export const sensorReading = z.object({
  timestamp: z.string(),
  value: z.number(),
  count: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});
export type SensorReading = z.infer<typeof sensorReading>;

export const SENSOR_READING_RANGES = ['weekly', 'monthly', 'by_month'] as const;
export type SensorReadingRange = (typeof SENSOR_READING_RANGES)[number];

export const sensorParams = z.strictObject({
  sensorId: z.string().regex(SENSOR_ID_PATTERN, messages.ingest.sensorIdFormat),
});

/** `…/sensors/{sensorId}/readings` query: no `_range` is the whole history. */
export const sensorReadingsQuery = z
  .strictObject({
    _limit: z.coerce.number().int().min(1).max(READINGS_LIMIT).default(READINGS_LIMIT),
    _range: z.enum(SENSOR_READING_RANGES).optional(),
    _month: z.coerce.number().int().min(1).max(12).optional(),
    _year: z.coerce.number().int().min(2000).max(2100).optional(),
    /** Not in the spec: the newest raw readings only, never averaged (the raw table). */
    _raw: z.enum(['true', 'false']).optional(),
  })
  .superRefine((q, ctx) => {
    const monthGiven = q._month !== undefined || q._year !== undefined;
    if (q._range === 'by_month' && (q._month === undefined || q._year === undefined))
      ctx.addIssue({ code: 'custom', message: messages.iot.byMonthNeedsMonth, path: ['_month'] });
    else if (q._range !== 'by_month' && monthGiven)
      ctx.addIssue({ code: 'custom', message: messages.iot.monthOnlyByMonth, path: ['_range'] });
  });
export type SensorReadingsQuery = z.infer<typeof sensorReadingsQuery>;

const limit = finiteNumber().min(-1_000_000).max(1_000_000).nullable().optional();
const sensorId = z.string().regex(SENSOR_ID_PATTERN, messages.ingest.sensorIdFormat);
const minBelowMax = (r: { min_value?: number | null; max_value?: number | null }) =>
  r.min_value == null || r.max_value == null || r.min_value < r.max_value;

// POST /api/superadmin/iot/devices (not in the spec: the super admin adds devices)
export const createIotDeviceBody = z.strictObject({
  device_name: plainText(100).min(1),
  location: plainText(200).nullable().optional(),
  device_type: z.enum(IOT_DEVICE_TYPES),
  /** The owner account's username. */
  username: usernameField,
});
export type CreateIotDeviceBody = z.infer<typeof createIotDeviceBody>;

// POST /api/superadmin/iot/devices/{id}/sensors
export const createIotSensorBody = z
  .strictObject({
    sensor_id: sensorId,
    sensor_name: plainText(100).min(1),
    sensor_type: z.enum(SMART_IOT_SENSOR_TYPES),
    min_value: limit,
    max_value: limit,
  })
  .refine(minBelowMax, { message: messages.iot.minAboveMax, path: ['max_value'] });
export type CreateIotSensorBody = z.infer<typeof createIotSensorBody>;

// POST /api/superadmin/iot/devices/{id}/actuators
export const createActuatorBody = z.strictObject({
  actuator_id: sensorId,
  name: plainText(100).min(1),
});
export type CreateActuatorBody = z.infer<typeof createActuatorBody>;

/** What adding a sensor or an actuator answers: its device key, shown this once. */
export const createdWithKey = z.object({
  id: z.string(),
  device_key: z.string(),
});
export type CreatedWithKey = z.infer<typeof createdWithKey>;

/** Answered with averaged readings: the width of each point's bucket in minutes. */
export const BUCKET_MINUTES_HEADER = 'x-bucket-minutes';

/** A bucket width as the chart names it ('15 menit', '6 jam', '1 hari'). */
export const bucketLabel = (minutes: number) =>
  minutes % 1440 === 0
    ? `${minutes / 1440} hari`
    : minutes % 60 === 0
      ? `${minutes / 60} jam`
      : `${minutes} menit`;
