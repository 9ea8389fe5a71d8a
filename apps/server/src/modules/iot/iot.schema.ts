import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { IOT_DEVICE_TYPES, SMART_IOT_SENSOR_TYPES } from '@depot/contract';
import { createdAt, inList, readingIndexes, serialId } from '../../db/columns';
import { accountRef } from '../auth/auth.schema';
import { readingColumns, sensorRef, sensors } from '../../ingest/ingest.schema';

/** A smart IoT device (a weather station, a farm controller) owned by an account. */
export const smartIotDevices = pgTable(
  'smart_iot_devices',
  {
    id: serialId(),
    accountId: accountRef(),
    deviceName: text('device_name').notNull(),
    location: text('location'),
    deviceType: text('device_type', { enum: IOT_DEVICE_TYPES }).notNull(),
    /** When any of its sensors or actuators last sent anything. */
    lastOnlineAt: timestamp('last_online_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('smart_iot_devices_account_id_idx').on(t.accountId),
    check('smart_iot_devices_type_valid', sql`${t.deviceType} in (${inList(IOT_DEVICE_TYPES)})`),
  ],
);

export const deviceRef = () =>
  integer('device_id')
    .notNull()
    .references(() => smartIotDevices.id, { onDelete: 'cascade' });

/**
 * A typed sensor of a smart IoT device. Its identity and key are its `sensors` row (kind `iot`),
 * so it reaches the one ingestion path like any depot sensor.
 */
export const smartIotSensors = pgTable(
  'smart_iot_sensors',
  {
    sensorId: text('sensor_id')
      .primaryKey()
      .references(() => sensors.sensorId, { onDelete: 'cascade' }),
    deviceId: deviceRef(),
    accountId: accountRef(),
    sensorName: text('sensor_name').notNull(),
    sensorType: text('sensor_type', { enum: SMART_IOT_SENSOR_TYPES }).notNull(),
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
    isActive: boolean('is_active').notNull().default(true),
    /** When it last sent a reading (receive time). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** The newest reading by its own time, kept at ingest. */
    latestValue: doublePrecision('latest_value'),
    latestAt: timestamp('latest_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('smart_iot_sensors_device_id_idx').on(t.deviceId),
    index('smart_iot_sensors_account_id_idx').on(t.accountId),
    check(
      'smart_iot_sensors_type_valid',
      sql`${t.sensorType} in (${inList(SMART_IOT_SENSOR_TYPES)})`,
    ),
    check(
      'smart_iot_sensors_limits_ordered',
      sql`${t.minValue} is null or ${t.maxValue} is null or ${t.minValue} < ${t.maxValue}`,
    ),
  ],
);

/** Smart IoT readings: append-only, one value each. */
export const smartIotReadings = pgTable(
  'smart_iot_readings',
  {
    ...readingColumns(),
    value: doublePrecision('value').notNull(),
  },
  (t) => readingIndexes('smart_iot_readings', t),
);

/** Per sensor and hour: count, sum, min and max of its readings, kept current at ingest. */
export const smartIotHourly = pgTable(
  'smart_iot_hourly',
  {
    sensorId: sensorRef(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    n: integer('n').notNull(),
    sum: doublePrecision('sum').notNull(),
    min: doublePrecision('min').notNull(),
    max: doublePrecision('max').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sensorId, t.hour] })],
);
