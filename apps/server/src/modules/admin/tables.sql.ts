import { messages, type MasterTableName } from '@depot/contract';
import { sql, type SQL } from 'drizzle-orm';
import { ownerMatches, sensorMatches, type Lookup } from './tables.lookups';

/**
 * Where an answer column comes from: a stored column of the row `t` (named when its name differs
 * from the contract's), or an expression over `t` and the table's joins.
 */
export type Source = string | SQL;

/**
 * What the contract (MASTER_TABLES) cannot say about a master table's SQL; everything else (the
 * columns answered, sorted and written) is derived from it in tables.definitions.ts.
 */
export interface TableSource {
  /** The stored table when its spec name differs. */
  table?: string;
  /** A bigserial key, answered as a JS number (float8: exact to 2^53). */
  bigKey?: true;
  /** Answer columns whose stored name or value differs from the contract's name. */
  columns?: Record<string, Source>;
  /** Joined beside the page's rows, for the names shown with them. */
  joins?: SQL[];
  /** What `_q` looks in: answer columns (ILIKE) and lookups through smaller tables. */
  search: (string | Lookup)[];
  /** Flags answered as booleans rather than 1/0. */
  booleanFlags?: true;
  /** A CHECK constraint an edit can break → the 400 message that explains it. */
  checks?: Record<string, string>;
}

const owner = sql`left join accounts o on o.id = t.account_id`;
const device = sql`left join smart_iot_devices d on d.id = t.device_id`;
const ownerName = sql`o.username`;
const deviceName = sql`d.device_name`;

/**
 * A device is last seen when it, or any of its sensors or actuators, last sent anything: live
 * ingest marks all three, but readings written another way (the demo's history) mark only the
 * sensors' latest reading, and the card said 'Belum pernah' beside sensors showing values.
 */
const deviceLastSeen = sql`greatest(t.last_online_at,
  (select max(greatest(s.last_active_at, s.latest_at)) from smart_iot_sensors s
   where s.device_id = t.id),
  (select max(a.status_at) from smart_iot_actuators a where a.device_id = t.id))`;
const deviceNamed: Lookup = (_db, p) =>
  sql`t.device_id in (select id from smart_iot_devices where device_name ilike ${p})`;

export const TABLE_SOURCES: Record<MasterTableName, TableSource> = {
  accounts: {
    // username, is_super_admin and password go through the account service (tables.service.ts).
    columns: {
      employer: sql`e.username`,
      disabled: sql`t.disabled_at is not null`,
      password: 'password_hash',
    },
    joins: [sql`left join accounts e on e.id = t.employer_id`],
    search: ['username', 'depot_name', 'address'],
  },
  tanks: { columns: { username: ownerName }, joins: [owner], search: ['name', ownerMatches] },
  sensors: {
    columns: { username: ownerName },
    joins: [owner],
    search: ['sensor_id', 'name', ownerMatches],
  },
  water_usage: {
    bigKey: true,
    columns: { username: ownerName, volume: 'volume_l', timestamp: 'ts' },
    joins: [owner],
    search: [sensorMatches],
  },
  tank_level: {
    bigKey: true,
    columns: { username: ownerName, timestamp: 'ts' },
    joins: [owner],
    search: [sensorMatches],
  },
  notifications: {
    bigKey: true,
    columns: { username: ownerName },
    joins: [owner],
    search: ['kind', 'message', ownerMatches],
  },
  sales: {
    columns: {
      username: ownerName,
      cashier: sql`c.username`,
      price: 'total_price',
      quantity: sql`(select coalesce(sum(l.quantity), 0)::int from sale_lines l where l.sale_id = t.id)`,
      timestamp: 'created_at',
    },
    joins: [owner, sql`left join accounts c on c.id = t.created_by`],
    search: [ownerMatches],
  },
  pending_registrations: { search: ['username', 'depot_name', 'address'] },
  sebara_depot_air_minum: {
    table: 'depot_map_points',
    columns: {
      nama: 'name',
      alamat: 'address',
      telepon: 'phone',
      jam_buka: 'opening_hours',
      kota_kabupaten: 'city',
      is_subscribed: 'subscription',
      jumlah_ulasan: 'review_count',
    },
    search: ['nama', 'alamat', 'kelurahan', 'kecamatan', 'kota_kabupaten', 'surveyed_by'],
  },
  pdam_utilities: {
    columns: { regulation_date: sql`t.regulation_date::text` },
    search: ['id', 'name', 'region'],
  },
  pdam_golongan: { search: ['pdam_id', 'id', 'description'] },
  pdam_tariff_blocks: { search: ['pdam_id', 'golongan_id'] },
  // Devices and sensors answer exactly the spec's fields (§3): the smart weather dashboard's
  // `GET …/tables/smart_iot_devices` and `…/smart_iot_sensors` are these very lists.
  smart_iot_devices: {
    columns: { last_online_at: deviceLastSeen, username: ownerName },
    joins: [owner],
    search: ['device_name', 'location', ownerMatches],
  },
  smart_iot_sensors: {
    columns: {
      id: 'sensor_id',
      // Active when it last sent anything, as its device above: history written another way
      // (the demo's) marks only the latest reading.
      last_active_at: sql`greatest(t.last_active_at, t.latest_at)`,
      device_name: deviceName,
      device_owner_username: ownerName,
    },
    joins: [device, owner],
    search: ['id', 'sensor_name', deviceNamed, ownerMatches],
    // As the dashboard's contract (smartIotSensor) has them.
    booleanFlags: true,
    checks: { smart_iot_sensors_limits_ordered: messages.iot.minAboveMax },
  },
  smart_iot_actuators: {
    columns: { id: 'actuator_id', device_name: deviceName, username: ownerName },
    joins: [device, owner],
    search: ['id', 'name', ownerMatches],
  },
  smart_iot_commands: {
    bigKey: true,
    columns: { username: ownerName, requested_by: 'requested_by_name' },
    joins: [owner],
    search: ['actuator_id', 'requested_by', ownerMatches],
  },
  audit_log: {
    bigKey: true,
    search: ['actor_username', 'action', 'target_table', 'target_id'],
  },
};
