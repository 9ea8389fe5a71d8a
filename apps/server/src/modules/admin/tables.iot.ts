import { messages } from '@depot/contract';
import { sql } from 'drizzle-orm';
import { iso, ownerMatches, type TableSql } from './tables.sql';

const deviceOwner = sql`left join accounts o on o.id = t.account_id`;
const device = sql`left join smart_iot_devices d on d.id = t.device_id`;

/**
 * A device is last seen when it, or any of its sensors or actuators, last sent anything: live
 * ingest marks all three, but readings written another way (the demo's history) mark only the
 * sensors' latest reading, and the card said 'Belum pernah' beside sensors showing values.
 */
const deviceLastSeen = sql`greatest(t.last_online_at,
  (select max(greatest(s.last_active_at, s.latest_at)) from smart_iot_sensors s
   where s.device_id = t.id),
  (select max(a.status_at) from smart_iot_actuators a where a.device_id = t.id))`;

/**
 * The smart weather tables. Devices and sensors answer exactly the spec's fields (§3), so the
 * dashboard's `GET …/tables/smart_iot_devices` and `…/smart_iot_sensors` are these very lists.
 */
export const IOT_TABLES = {
  smart_iot_devices: {
    table: 'smart_iot_devices',
    key: { column: 'id', kind: 'int4' },
    select: {
      id: sql`t.id`,
      device_name: sql`t.device_name`,
      location: sql`t.location`,
      device_type: sql`t.device_type`,
      last_online_at: iso(deviceLastSeen),
      username: sql`o.username`,
    },
    joins: deviceOwner,
    sort: {
      id: sql`t.id`,
      device_name: sql`t.device_name`,
      device_type: sql`t.device_type`,
      last_online_at: deviceLastSeen,
    },
    search: async (db, p) =>
      sql`(t.device_name ilike ${p} or t.location ilike ${p} or ${await ownerMatches(db, p)})`,
    write: { device_name: 'device_name', location: 'location' },
  },
  smart_iot_sensors: {
    table: 'smart_iot_sensors',
    key: { column: 'sensor_id', kind: 'slug' },
    select: {
      id: sql`t.sensor_id`,
      device_id: sql`t.device_id`,
      sensor_name: sql`t.sensor_name`,
      sensor_type: sql`t.sensor_type`,
      min_value: sql`t.min_value`,
      max_value: sql`t.max_value`,
      // A boolean, as the dashboard's contract (smartIotSensor) has it.
      is_active: sql`t.is_active`,
      last_active_at: iso('last_active_at'),
      device_name: sql`d.device_name`,
      device_owner_username: sql`o.username`,
    },
    joins: sql`${device} ${deviceOwner}`,
    sort: {
      id: sql`t.sensor_id`,
      device_id: sql`t.device_id`,
      sensor_name: sql`t.sensor_name`,
      sensor_type: sql`t.sensor_type`,
      last_active_at: sql`t.last_active_at`,
    },
    search: async (db, p) =>
      sql`(t.sensor_id ilike ${p} or t.sensor_name ilike ${p}
           or t.device_id in (select id from smart_iot_devices where device_name ilike ${p})
           or ${await ownerMatches(db, p)})`,
    write: {
      sensor_name: 'sensor_name',
      min_value: 'min_value',
      max_value: 'max_value',
      is_active: 'is_active',
    },
    checks: { smart_iot_sensors_limits_ordered: messages.iot.minAboveMax },
  },
  smart_iot_actuators: {
    table: 'smart_iot_actuators',
    key: { column: 'actuator_id', kind: 'slug' },
    select: {
      id: sql`t.actuator_id`,
      device_id: sql`t.device_id`,
      name: sql`t.name`,
      status: sql`t.status::int`,
      status_at: iso('status_at'),
      device_name: sql`d.device_name`,
      username: sql`o.username`,
    },
    joins: sql`${device} ${deviceOwner}`,
    sort: { id: sql`t.actuator_id`, device_id: sql`t.device_id`, name: sql`t.name` },
    search: async (db, p) =>
      sql`(t.actuator_id ilike ${p} or t.name ilike ${p} or ${await ownerMatches(db, p)})`,
    write: { name: 'name' },
  },
  smart_iot_commands: {
    table: 'smart_iot_commands',
    key: { column: 'id', kind: 'int8' },
    select: {
      id: sql`t.id::float8`,
      actuator_id: sql`t.actuator_id`,
      username: sql`o.username`,
      command: sql`t.command`,
      requested_by: sql`t.requested_by_name`,
      requested_at: iso('requested_at'),
      result: sql`t.result`,
      resolved_at: iso('resolved_at'),
      detail: sql`t.detail`,
    },
    joins: deviceOwner,
    sort: { id: sql`t.id`, requested_at: sql`t.requested_at` },
    search: async (db, p) =>
      sql`(t.actuator_id ilike ${p} or t.requested_by_name ilike ${p}
           or ${await ownerMatches(db, p)})`,
    write: {},
  },
} satisfies Record<string, TableSql>;
