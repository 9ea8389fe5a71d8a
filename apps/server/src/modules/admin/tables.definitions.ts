import type { MasterTableName } from '@depot/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/**
 * How each master table of the contract (MASTER_TABLES) is read and written in SQL: the server's
 * whitelist. Only names found here ever become identifiers; every value is a parameter. The
 * paged row is aliased `t` both inside the paging query and outside it, where joins add names.
 */
export interface TableSql {
  /** The stored table (its spec name may differ: sebara_depot_air_minum). */
  table: string;
  key: { column: string; kind: 'int4' | 'int8' | 'slug' };
  /** Answer column → expression over the page's rows `t` and `joins`. */
  select: Record<string, SQL>;
  joins?: SQL;
  /** Sortable column → expression over `t` (index-backed on the big tables). */
  sort: Record<string, SQL>;
  /** The rows `_q` finds; `pattern` is an escaped ILIKE pattern. */
  search: (db: Db, pattern: string) => SQL | Promise<SQL>;
  /** Editable column → stored column. */
  write: Record<string, string>;
}

const owner = sql`left join accounts o on o.id = t.account_id`;

/**
 * Big tables are searched through small ones: the matching accounts or sensors are looked up
 * first, and the big table is then filtered by their ids as one array parameter, so the planner
 * sees the actual values (no match: nothing read; a rare one: its index; a common one: the sort
 * index) instead of guessing at a subquery.
 */
async function idsWhere(db: Db, column: SQL, lookup: SQL, type: SQL) {
  const rows = await queryRows<{ id: unknown }>(db, lookup);
  if (rows.length === 0) return sql`false`;
  // One id (a depot's sensor) is an equality: its readings in time order straight off an index.
  if (rows.length === 1) return sql`${column} = ${rows[0]!.id}`;
  return sql`${column} = any(${sql.param(rows.map((r) => r.id))}::${type})`;
}
const ownerMatches = (db: Db, p: string) =>
  idsWhere(
    db,
    sql`t.account_id`,
    sql`select id from accounts where username ilike ${p}`,
    sql`int[]`,
  );
const sensorMatches = (db: Db, p: string) =>
  idsWhere(
    db,
    sql`t.sensor_id`,
    sql`select s.sensor_id as id from sensors s join accounts a on a.id = s.account_id
        where s.sensor_id ilike ${p} or s.name ilike ${p} or a.username ilike ${p}`,
    sql`text[]`,
  );
const bigId = sql`t.id::float8`;
/** A moment as ISO-8601 in UTC, the same text from both database drivers. */
const iso = (column: string) =>
  sql`to_char(t.${sql.identifier(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const TABLES: Record<MasterTableName, TableSql> = {
  accounts: {
    table: 'accounts',
    key: { column: 'id', kind: 'int4' },
    select: {
      id: sql`t.id`,
      username: sql`t.username`,
      depot_name: sql`t.depot_name`,
      address: sql`t.address`,
      is_super_admin: sql`t.is_super_admin::int`,
      employer: sql`e.username`,
      disabled: sql`(t.disabled_at is not null)::int`,
      last_online: iso('last_online'),
      created_at: iso('created_at'),
    },
    joins: sql`left join accounts e on e.id = t.employer_id`,
    sort: {
      id: sql`t.id`,
      username: sql`t.username`,
      depot_name: sql`t.depot_name`,
      is_super_admin: sql`t.is_super_admin`,
      last_online: sql`t.last_online`,
      created_at: sql`t.created_at`,
    },
    search: (_db, p) =>
      sql`(t.username ilike ${p} or t.depot_name ilike ${p} or t.address ilike ${p})`,
    // username, is_super_admin and password go through the account service (tables.service.ts).
    write: {
      username: 'username',
      depot_name: 'depot_name',
      address: 'address',
      is_super_admin: 'is_super_admin',
      password: 'password_hash',
    },
  },
  tanks: {
    table: 'tanks',
    key: { column: 'id', kind: 'int4' },
    select: {
      id: sql`t.id`,
      username: sql`o.username`,
      name: sql`t.name`,
      capacity: sql`t.capacity`,
      height_cm: sql`t.height_cm`,
      low_stock_pct: sql`t.low_stock_pct`,
      created_at: iso('created_at'),
    },
    joins: owner,
    sort: {
      id: sql`t.id`,
      name: sql`t.name`,
      capacity: sql`t.capacity`,
      height_cm: sql`t.height_cm`,
      created_at: sql`t.created_at`,
    },
    search: async (db, p) => sql`(t.name ilike ${p} or ${await ownerMatches(db, p)})`,
    write: {
      name: 'name',
      capacity: 'capacity',
      height_cm: 'height_cm',
      low_stock_pct: 'low_stock_pct',
    },
  },
  sensors: {
    table: 'sensors',
    key: { column: 'sensor_id', kind: 'slug' },
    select: {
      sensor_id: sql`t.sensor_id`,
      username: sql`o.username`,
      tank_id: sql`t.tank_id`,
      name: sql`t.name`,
      kind: sql`t.kind`,
      tap: sql`t.tap`,
      is_main: sql`t.is_main::int`,
      last_online: iso('last_online'),
      created_at: iso('created_at'),
    },
    joins: owner,
    sort: {
      sensor_id: sql`t.sensor_id`,
      name: sql`t.name`,
      kind: sql`t.kind`,
      last_online: sql`t.last_online`,
      created_at: sql`t.created_at`,
    },
    search: async (db, p) =>
      sql`(t.sensor_id ilike ${p} or t.name ilike ${p} or ${await ownerMatches(db, p)})`,
    write: { name: 'name', is_main: 'is_main' },
  },
  water_usage: {
    table: 'water_usage',
    key: { column: 'id', kind: 'int8' },
    select: {
      id: bigId,
      username: sql`o.username`,
      sensor_id: sql`t.sensor_id`,
      tap: sql`t.tap`,
      volume: sql`t.volume_l`,
      gallons: sql`t.gallons`,
      timestamp: iso('ts'),
    },
    joins: owner,
    sort: { id: sql`t.id`, timestamp: sql`t.ts` },
    search: sensorMatches,
    write: {},
  },
  tank_level: {
    table: 'tank_level',
    key: { column: 'id', kind: 'int8' },
    select: {
      id: bigId,
      username: sql`o.username`,
      tank_id: sql`t.tank_id`,
      sensor_id: sql`t.sensor_id`,
      water_level_cm: sql`t.water_level_cm`,
      volume: sql`t.volume`,
      timestamp: iso('ts'),
    },
    joins: owner,
    sort: { id: sql`t.id`, timestamp: sql`t.ts` },
    search: sensorMatches,
    write: {},
  },
  notifications: {
    table: 'notifications',
    key: { column: 'id', kind: 'int8' },
    select: {
      id: bigId,
      username: sql`o.username`,
      kind: sql`t.kind`,
      message: sql`t.message`,
      read: sql`t.read::int`,
      sent_at: iso('sent_at'),
    },
    joins: owner,
    sort: { id: sql`t.id`, sent_at: sql`t.sent_at` },
    search: async (db, p) =>
      sql`(t.kind ilike ${p} or t.message ilike ${p} or ${await ownerMatches(db, p)})`,
    write: { read: 'read' },
  },
  sales: {
    table: 'sales',
    key: { column: 'id', kind: 'int4' },
    select: {
      id: sql`t.id`,
      username: sql`o.username`,
      cashier: sql`c.username`,
      price: sql`t.total_price`,
      quantity: sql`(select coalesce(sum(l.quantity), 0)::int from sale_lines l where l.sale_id = t.id)`,
      number_today: sql`t.number_today`,
      timestamp: iso('created_at'),
    },
    joins: sql`${owner} left join accounts c on c.id = t.created_by`,
    sort: { id: sql`t.id`, timestamp: sql`t.created_at` },
    search: ownerMatches,
    write: {},
  },
  pending_registrations: {
    table: 'pending_registrations',
    key: { column: 'id', kind: 'int4' },
    select: {
      id: sql`t.id`,
      username: sql`t.username`,
      depot_name: sql`t.depot_name`,
      address: sql`t.address`,
      tank_name: sql`t.tank_name`,
      capacity: sql`t.capacity`,
      height_cm: sql`t.height_cm`,
      sensors: sql`t.sensors`,
      requested_at: iso('requested_at'),
    },
    sort: {
      id: sql`t.id`,
      username: sql`t.username`,
      depot_name: sql`t.depot_name`,
      requested_at: sql`t.requested_at`,
    },
    search: (_db, p) =>
      sql`(t.username ilike ${p} or t.depot_name ilike ${p} or t.address ilike ${p})`,
    write: {
      depot_name: 'depot_name',
      address: 'address',
      tank_name: 'tank_name',
      capacity: 'capacity',
      height_cm: 'height_cm',
    },
  },
  sebara_depot_air_minum: {
    table: 'depot_map_points',
    key: { column: 'id', kind: 'int4' },
    select: {
      id: sql`t.id`,
      nama: sql`t.name`,
      alamat: sql`t.address`,
      telepon: sql`t.phone`,
      jam_buka: sql`t.opening_hours`,
      latitude: sql`t.latitude`,
      longitude: sql`t.longitude`,
      kelurahan: sql`t.kelurahan`,
      kecamatan: sql`t.kecamatan`,
      kota_kabupaten: sql`t.city`,
      surveyed_by: sql`t.surveyed_by`,
      is_subscribed: sql`t.subscription`,
      rating: sql`t.rating`,
      jumlah_ulasan: sql`t.review_count`,
    },
    sort: {
      id: sql`t.id`,
      nama: sql`t.name`,
      kelurahan: sql`t.kelurahan`,
      kecamatan: sql`t.kecamatan`,
      kota_kabupaten: sql`t.city`,
      is_subscribed: sql`t.subscription`,
      rating: sql`t.rating`,
      jumlah_ulasan: sql`t.review_count`,
    },
    search: (_db, p) =>
      sql`(t.name ilike ${p} or t.address ilike ${p} or t.kelurahan ilike ${p}
           or t.kecamatan ilike ${p} or t.city ilike ${p} or t.surveyed_by ilike ${p})`,
    write: {
      nama: 'name',
      alamat: 'address',
      telepon: 'phone',
      jam_buka: 'opening_hours',
      latitude: 'latitude',
      longitude: 'longitude',
      kelurahan: 'kelurahan',
      kecamatan: 'kecamatan',
      kota_kabupaten: 'city',
      surveyed_by: 'surveyed_by',
      is_subscribed: 'subscription',
      rating: 'rating',
      jumlah_ulasan: 'review_count',
    },
  },
  pdam_utilities: {
    table: 'pdam_utilities',
    key: { column: 'id', kind: 'slug' },
    select: {
      id: sql`t.id`,
      name: sql`t.name`,
      region: sql`t.region`,
      regulation: sql`t.regulation`,
      regulation_date: sql`t.regulation_date::text`,
      source_url: sql`t.source_url`,
      ppn_percent: sql`t.ppn_percent`,
      materai_amount: sql`t.materai_amount`,
      materai_threshold: sql`t.materai_threshold`,
      notes: sql`t.notes`,
      sort_order: sql`t.sort_order`,
    },
    sort: { id: sql`t.id`, name: sql`t.name`, sort_order: sql`t.sort_order` },
    search: (_db, p) => sql`(t.id ilike ${p} or t.name ilike ${p} or t.region ilike ${p})`,
    write: {
      name: 'name',
      region: 'region',
      regulation: 'regulation',
      source_url: 'source_url',
      ppn_percent: 'ppn_percent',
      materai_amount: 'materai_amount',
      materai_threshold: 'materai_threshold',
      notes: 'notes',
      sort_order: 'sort_order',
    },
  },
  pdam_golongan: {
    table: 'pdam_golongan',
    key: { column: 'row_id', kind: 'int4' },
    select: {
      row_id: sql`t.row_id`,
      pdam_id: sql`t.pdam_id`,
      id: sql`t.id`,
      description: sql`t.description`,
      minimum_m3: sql`t.minimum_m3`,
      admin_fee: sql`t.admin_fee`,
      meter_fee: sql`t.meter_fee`,
      source_url: sql`t.source_url`,
      notes: sql`t.notes`,
      sort_order: sql`t.sort_order`,
    },
    sort: { row_id: sql`t.row_id`, pdam_id: sql`t.pdam_id`, sort_order: sql`t.sort_order` },
    search: (_db, p) => sql`(t.pdam_id ilike ${p} or t.id ilike ${p} or t.description ilike ${p})`,
    write: {
      description: 'description',
      minimum_m3: 'minimum_m3',
      admin_fee: 'admin_fee',
      meter_fee: 'meter_fee',
      source_url: 'source_url',
      notes: 'notes',
      sort_order: 'sort_order',
    },
  },
  pdam_tariff_blocks: {
    table: 'pdam_tariff_blocks',
    key: { column: 'row_id', kind: 'int4' },
    select: {
      row_id: sql`t.row_id`,
      pdam_id: sql`t.pdam_id`,
      golongan_id: sql`t.golongan_id`,
      from_m3: sql`t.from_m3`,
      to_m3: sql`t.to_m3`,
      price_per_m3: sql`t.price_per_m3`,
    },
    sort: { row_id: sql`t.row_id`, pdam_id: sql`t.pdam_id`, price_per_m3: sql`t.price_per_m3` },
    search: (_db, p) => sql`(t.pdam_id ilike ${p} or t.golongan_id ilike ${p})`,
    write: { price_per_m3: 'price_per_m3' },
  },
  audit_log: {
    table: 'audit_log',
    key: { column: 'id', kind: 'int8' },
    select: {
      id: bigId,
      at: iso('at'),
      actor_username: sql`t.actor_username`,
      action: sql`t.action`,
      target_table: sql`t.target_table`,
      target_id: sql`t.target_id`,
      before: sql`t.before`,
      after: sql`t.after`,
    },
    sort: { id: sql`t.id`, at: sql`t.at` },
    search: (_db, p) =>
      sql`(t.actor_username ilike ${p} or t.action ilike ${p} or t.target_table ilike ${p}
           or t.target_id ilike ${p})`,
    write: {},
  },
};
