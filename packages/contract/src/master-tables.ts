import { LONE_SURROGATE, MIN_PASSWORD_LENGTH, SINGLE_LINE_TEXT, USERNAME_PATTERN } from './common';
import { SUBSCRIPTION_STATUSES } from './depot-map';
import { formatInteger, formatNumber } from './format';
import { messages } from './messages';
import { z } from './zod';

/**
 * The master-data tables of the super-admin screen (spec admin-tracker-map §2, §3, §7): which
 * columns each answers with, which may be sorted and edited, and how an edited value is checked.
 * The server builds its whitelist from this; the screen builds its inputs from it.
 */

/** How a value may be edited; the server refuses anything else with 400. */
export type CellRule =
  | {
      kind: 'number';
      integer?: boolean;
      min?: number;
      above?: number;
      max: number;
      nullable?: boolean;
    }
  | { kind: 'text'; max: number; nullable?: boolean; username?: boolean }
  | { kind: 'flag' }
  | { kind: 'enum'; values: readonly string[] }
  /** Write-only: never read, hashed on write, an empty value leaves it unchanged. */
  | { kind: 'password' };

export type ColumnKind = 'integer' | 'number' | 'text' | 'flag' | 'time' | 'json' | 'password';

export interface MasterColumn {
  name: string;
  kind: ColumnKind;
  /** Sortable (index-backed on the big tables). */
  sort?: boolean;
  edit?: CellRule;
  /** Decimals shown (coordinates need more than the usual two). */
  digits?: number;
}

export interface MasterTable {
  /** The column that names a row in `PUT …/{endpoint}/{id}`. */
  key: string;
  columns: readonly MasterColumn[];
  defaultSort: { column: string; order: SortOrder };
  /** The largest `_limit` (the account list is read whole, spec §9). */
  maxLimit: number;
  /** What `_q` looks in, said to the user beside the search box. */
  searchHint: string;
  /**
   * Without `_limit` every row is answered: the smart weather dashboard reads these lists whole
   * through the same query (a super admin's handful of devices).
   */
  wholeWithoutLimit?: boolean;
}

export type SortOrder = 'asc' | 'desc';

export const DEFAULT_PAGE_SIZE = 50;
export const PAGE_SIZES = [10, 25, 50, 100, 200] as const;
const MAX_LIMIT = 200;
/** Deeper pages cost a scan of every row before them; the screen offers search and reversing. */
export const MAX_OFFSET = 10_000;
export const MAX_SEARCH_LENGTH = 100;
const offsetMessage = messages.tables.badOffset(formatInteger(MAX_OFFSET));

const INT4_MAX = 2_147_483_647;
const id = (): MasterColumn => ({ name: 'id', kind: 'integer', sort: true });
const time = (name: string, sort = true): MasterColumn => ({ name, kind: 'time', sort });
const text = (name: string, max: number, extra: Partial<MasterColumn> = {}): MasterColumn => ({
  name,
  kind: 'text',
  edit: { kind: 'text', max },
  ...extra,
});
const readOnly = (name: string, kind: ColumnKind, sort = false): MasterColumn => ({
  name,
  kind,
  sort,
});
const owner = readOnly('username', 'text');
const litres = { kind: 'number', above: 0, max: 10_000_000 } as const;
const centimetres = { kind: 'number', above: 0, max: 100_000 } as const;
const rupiah = { kind: 'number', integer: true, min: 0, max: 1_000_000_000 } as const;
const order = { kind: 'number', integer: true, min: 0, max: 10_000 } as const;
const sensorLimit = { kind: 'number', min: -1_000_000, max: 1_000_000, nullable: true } as const;

export const MASTER_TABLES = {
  accounts: {
    key: 'id',
    maxLimit: 1000,
    defaultSort: { column: 'id', order: 'asc' },
    searchHint: 'username, nama depot, alamat',
    columns: [
      id(),
      {
        name: 'username',
        kind: 'text',
        sort: true,
        edit: { kind: 'text', max: 32, username: true },
      },
      text('depot_name', 100, { sort: true, edit: { kind: 'text', max: 100, nullable: true } }),
      text('address', 200, { edit: { kind: 'text', max: 200, nullable: true } }),
      { name: 'is_super_admin', kind: 'flag', sort: true, edit: { kind: 'flag' } },
      readOnly('employer', 'text'),
      readOnly('disabled', 'flag'),
      time('last_online'),
      time('created_at'),
      { name: 'password', kind: 'password', edit: { kind: 'password' } },
    ],
  },
  tanks: {
    key: 'id',
    maxLimit: MAX_LIMIT,
    defaultSort: { column: 'id', order: 'asc' },
    searchHint: 'nama tangki, username',
    columns: [
      id(),
      owner,
      text('name', 100, { sort: true }),
      { name: 'capacity', kind: 'number', sort: true, edit: litres },
      { name: 'height_cm', kind: 'number', sort: true, edit: centimetres },
      {
        name: 'low_stock_pct',
        kind: 'number',
        edit: { kind: 'number', min: 0, max: 100 },
      },
      time('created_at'),
    ],
  },
  sensors: {
    key: 'sensor_id',
    maxLimit: MAX_LIMIT,
    defaultSort: { column: 'sensor_id', order: 'asc' },
    searchHint: 'ID sensor, nama, username',
    columns: [
      readOnly('sensor_id', 'text', true),
      owner,
      readOnly('tank_id', 'integer'),
      text('name', 100, { sort: true }),
      readOnly('kind', 'text', true),
      readOnly('tap', 'text'),
      { name: 'is_main', kind: 'flag', edit: { kind: 'flag' } },
      time('last_online'),
      time('created_at'),
    ],
  },
  // Readings and sales are measurements and records: editing one would falsify the daily
  // rollups, alerts and income built from it, so they are read-only.
  water_usage: {
    key: 'id',
    maxLimit: MAX_LIMIT,
    defaultSort: { column: 'timestamp', order: 'desc' },
    searchHint: 'ID sensor, nama sensor, username',
    columns: [
      id(),
      owner,
      readOnly('sensor_id', 'text'),
      readOnly('tap', 'text'),
      readOnly('volume', 'number'),
      readOnly('gallons', 'integer'),
      time('timestamp'),
    ],
  },
  tank_level: {
    key: 'id',
    maxLimit: MAX_LIMIT,
    defaultSort: { column: 'timestamp', order: 'desc' },
    searchHint: 'ID sensor, nama sensor, username',
    columns: [
      id(),
      owner,
      readOnly('tank_id', 'integer'),
      readOnly('sensor_id', 'text'),
      readOnly('water_level_cm', 'number'),
      readOnly('volume', 'number'),
      time('timestamp'),
    ],
  },
  notifications: {
    key: 'id',
    maxLimit: MAX_LIMIT,
    defaultSort: { column: 'sent_at', order: 'desc' },
    searchHint: 'jenis, pesan, username',
    columns: [
      id(),
      owner,
      readOnly('kind', 'text'),
      readOnly('message', 'text'),
      { name: 'read', kind: 'flag', edit: { kind: 'flag' } },
      time('sent_at'),
    ],
  },
  sales: {
    key: 'id',
    maxLimit: MAX_LIMIT,
    defaultSort: { column: 'timestamp', order: 'desc' },
    searchHint: 'username',
    columns: [
      id(),
      owner,
      readOnly('cashier', 'text'),
      readOnly('price', 'integer'),
      readOnly('quantity', 'integer'),
      readOnly('number_today', 'integer'),
      time('timestamp'),
    ],
  },
  pending_registrations: {
    key: 'id',
    maxLimit: MAX_LIMIT,
    defaultSort: { column: 'requested_at', order: 'asc' },
    searchHint: 'username, nama depot, alamat',
    columns: [
      id(),
      readOnly('username', 'text', true),
      text('depot_name', 100, { sort: true }),
      text('address', 200),
      text('tank_name', 100),
      { name: 'capacity', kind: 'number', edit: litres },
      { name: 'height_cm', kind: 'number', edit: centimetres },
      readOnly('sensors', 'json'),
      time('requested_at'),
    ],
  },
  sebara_depot_air_minum: {
    key: 'id',
    maxLimit: MAX_LIMIT,
    defaultSort: { column: 'id', order: 'asc' },
    searchHint: 'nama, alamat, kelurahan, kecamatan, kota',
    columns: [
      id(),
      text('nama', 100, { sort: true }),
      text('alamat', 200),
      text('telepon', 30, { edit: { kind: 'text', max: 30, nullable: true } }),
      text('jam_buka', 100, { edit: { kind: 'text', max: 100, nullable: true } }),
      {
        name: 'latitude',
        kind: 'number',
        digits: 6,
        edit: { kind: 'number', min: -90, max: 90 },
      },
      {
        name: 'longitude',
        kind: 'number',
        digits: 6,
        edit: { kind: 'number', min: -180, max: 180 },
      },
      text('kelurahan', 100, { sort: true, edit: { kind: 'text', max: 100, nullable: true } }),
      text('kecamatan', 100, { sort: true, edit: { kind: 'text', max: 100, nullable: true } }),
      text('kota_kabupaten', 100, {
        sort: true,
        edit: { kind: 'text', max: 100, nullable: true },
      }),
      text('surveyed_by', 100, { edit: { kind: 'text', max: 100, nullable: true } }),
      {
        name: 'is_subscribed',
        kind: 'text',
        sort: true,
        edit: { kind: 'enum', values: SUBSCRIPTION_STATUSES },
      },
      {
        name: 'rating',
        kind: 'number',
        sort: true,
        edit: { kind: 'number', min: 0, max: 5, nullable: true },
      },
      {
        name: 'jumlah_ulasan',
        kind: 'integer',
        sort: true,
        edit: { kind: 'number', integer: true, min: 0, max: INT4_MAX },
      },
    ],
  },
  // PDAM tariffs (modules/pdam/tariffs.ts seeds them): prices, fees and the legal settings are
  // edited here when a regulation changes. Block bounds stay read-only: moving one alone would
  // leave a gap or an overlap between blocks.
  pdam_utilities: {
    key: 'id',
    maxLimit: MAX_LIMIT,
    defaultSort: { column: 'sort_order', order: 'asc' },
    searchHint: 'ID, nama PDAM, wilayah',
    columns: [
      readOnly('id', 'text', true),
      text('name', 120, { sort: true }),
      text('region', 120),
      text('regulation', 300),
      readOnly('regulation_date', 'text'),
      text('source_url', 500),
      { name: 'ppn_percent', kind: 'number', edit: { kind: 'number', min: 0, max: 100 } },
      { name: 'materai_amount', kind: 'integer', edit: rupiah },
      { name: 'materai_threshold', kind: 'integer', edit: rupiah },
      text('notes', 1000, { edit: { kind: 'text', max: 1000, nullable: true } }),
      { name: 'sort_order', kind: 'integer', sort: true, edit: order },
    ],
  },
  pdam_golongan: {
    key: 'row_id',
    maxLimit: MAX_LIMIT,
    defaultSort: { column: 'row_id', order: 'asc' },
    searchHint: 'PDAM, ID golongan, keterangan',
    columns: [
      readOnly('row_id', 'integer', true),
      readOnly('pdam_id', 'text', true),
      readOnly('id', 'text'),
      text('description', 200),
      { name: 'minimum_m3', kind: 'number', edit: { kind: 'number', min: 0, max: 10_000 } },
      { name: 'admin_fee', kind: 'integer', edit: rupiah },
      { name: 'meter_fee', kind: 'integer', edit: rupiah },
      text('source_url', 500),
      text('notes', 1000, { edit: { kind: 'text', max: 1000, nullable: true } }),
      { name: 'sort_order', kind: 'integer', sort: true, edit: order },
    ],
  },
  pdam_tariff_blocks: {
    key: 'row_id',
    maxLimit: MAX_LIMIT,
    defaultSort: { column: 'row_id', order: 'asc' },
    searchHint: 'PDAM, ID golongan',
    columns: [
      readOnly('row_id', 'integer', true),
      readOnly('pdam_id', 'text', true),
      readOnly('golongan_id', 'text'),
      readOnly('from_m3', 'number'),
      readOnly('to_m3', 'number'),
      { name: 'price_per_m3', kind: 'integer', sort: true, edit: rupiah },
    ],
  },
  // Smart weather hardware (modules/iot adds and removes it): names, places, limits and the
  // active flag are edited here; ids, types and owners stay, since devices publish under them.
  smart_iot_devices: {
    key: 'id',
    maxLimit: MAX_LIMIT,
    wholeWithoutLimit: true,
    defaultSort: { column: 'id', order: 'asc' },
    searchHint: 'nama perangkat, lokasi, username',
    columns: [
      id(),
      text('device_name', 100, { sort: true }),
      text('location', 200, { edit: { kind: 'text', max: 200, nullable: true } }),
      readOnly('device_type', 'text', true),
      time('last_online_at'),
      owner,
    ],
  },
  smart_iot_sensors: {
    key: 'id',
    maxLimit: MAX_LIMIT,
    wholeWithoutLimit: true,
    defaultSort: { column: 'id', order: 'asc' },
    searchHint: 'ID sensor, nama sensor, perangkat, username',
    columns: [
      readOnly('id', 'text', true),
      readOnly('device_id', 'integer', true),
      text('sensor_name', 100, { sort: true }),
      readOnly('sensor_type', 'text', true),
      { name: 'min_value', kind: 'number', edit: sensorLimit },
      { name: 'max_value', kind: 'number', edit: sensorLimit },
      { name: 'is_active', kind: 'flag', edit: { kind: 'flag' } },
      time('last_active_at'),
      readOnly('device_name', 'text'),
      readOnly('device_owner_username', 'text'),
    ],
  },
  smart_iot_actuators: {
    key: 'id',
    maxLimit: MAX_LIMIT,
    defaultSort: { column: 'id', order: 'asc' },
    searchHint: 'ID aktuator, nama, username',
    columns: [
      readOnly('id', 'text', true),
      readOnly('device_id', 'integer', true),
      text('name', 100, { sort: true }),
      readOnly('status', 'flag'),
      time('status_at', false),
      readOnly('device_name', 'text'),
      owner,
    ],
  },
  // The command log: what was asked and how the device answered; a record, so read-only.
  smart_iot_commands: {
    key: 'id',
    maxLimit: MAX_LIMIT,
    defaultSort: { column: 'requested_at', order: 'desc' },
    searchHint: 'ID aktuator, pengirim, username',
    columns: [
      id(),
      readOnly('actuator_id', 'text'),
      owner,
      readOnly('command', 'text'),
      readOnly('requested_by', 'text'),
      time('requested_at'),
      readOnly('result', 'text'),
      time('resolved_at', false),
      readOnly('detail', 'text'),
    ],
  },
  audit_log: {
    key: 'id',
    maxLimit: MAX_LIMIT,
    defaultSort: { column: 'at', order: 'desc' },
    searchHint: 'admin, aksi, tabel, ID',
    columns: [
      id(),
      time('at'),
      readOnly('actor_username', 'text'),
      readOnly('action', 'text'),
      readOnly('target_table', 'text'),
      readOnly('target_id', 'text'),
      readOnly('before', 'json'),
      readOnly('after', 'json'),
    ],
  },
} as const satisfies Record<string, MasterTable>;

export type MasterTableName = keyof typeof MASTER_TABLES;
export const MASTER_TABLE_NAMES = Object.keys(MASTER_TABLES) as MasterTableName[];

export const isMasterTable = (name: string): name is MasterTableName =>
  Object.hasOwn(MASTER_TABLES, name);

export const editableColumns = (table: MasterTableName): MasterColumn[] =>
  (MASTER_TABLES[table].columns as readonly MasterColumn[]).filter((c) => c.edit);

/** A row as the list answers it: flags as 1/0, times as ISO-8601, JSON as is. */
export type MasterRow = Record<string, unknown>;

/** `GET /api/superadmin/tables/{endpoint}`; `_sort` and `_limit` are checked per table. */
export const masterTableQuery = z.object({
  _limit: z.coerce.number().int().min(1).max(1000).optional(),
  _offset: z.coerce
    .number()
    .refine((n) => Number.isInteger(n) && n >= 0 && n <= MAX_OFFSET, offsetMessage)
    .optional(),
  _sort: z.string().max(64).optional(),
  _order: z
    .string()
    .transform((order) => order.toLowerCase())
    .refine((order) => order === 'asc' || order === 'desc', messages.tables.badOrder)
    .transform((order) => order as SortOrder)
    .optional(),
  _q: z
    .string()
    .max(MAX_SEARCH_LENGTH)
    .refine((q) => SINGLE_LINE_TEXT.test(q), messages.api.controlCharacters)
    .optional(),
});
export type MasterTableQuery = z.infer<typeof masterTableQuery>;

export const masterTableParams = z.strictObject({ endpoint: z.string().max(64) });
export const masterRowParams = z.strictObject({
  endpoint: z.string().max(64),
  id: z.string().max(64),
});
/** The edited columns of one row; each is checked against its table's rule by `parseCell`. */
export const masterRowUpdate = z.record(z.string().max(64), z.unknown());

function rangeText(rule: Extract<CellRule, { kind: 'number' }>) {
  const low =
    rule.above !== undefined ? `lebih dari ${formatNumber(rule.above)}` : formatNumber(rule.min!);
  return rule.above !== undefined
    ? `${low} dan paling besar ${formatNumber(rule.max)}`
    : `antara ${low} dan ${formatNumber(rule.max)}`;
}

export type ParsedCell = { value: unknown } | { skip: true } | { error: string };

/**
 * One edited value, checked as the spec sends it: numbers as JSON numbers, flags as 1/0 (or
 * true/false), text without control characters; an empty password is skipped.
 */
export function parseCell(column: string, rule: CellRule, value: unknown): ParsedCell {
  const m = messages.tables;
  switch (rule.kind) {
    case 'flag':
      if (value === 1 || value === true) return { value: true };
      if (value === 0 || value === false) return { value: false };
      return { error: m.notFlag(column) };
    case 'number': {
      if (value === null && rule.nullable) return { value: null };
      if (typeof value !== 'number' || !Number.isFinite(value))
        return { error: m.notNumber(column) };
      if (rule.integer && !Number.isInteger(value)) return { error: m.notInteger(column) };
      const low = rule.above !== undefined ? value > rule.above : value >= (rule.min ?? -Infinity);
      if (!low || value > rule.max) return { error: m.range(column, rangeText(rule)) };
      return { value };
    }
    case 'enum':
      return typeof value === 'string' && rule.values.includes(value)
        ? { value }
        : { error: m.oneOf(column, rule.values) };
    case 'password': {
      if (value === '' || value === null || value === undefined) return { skip: true };
      if (typeof value !== 'string') return { error: m.notText(column) };
      if (!SINGLE_LINE_TEXT.test(value)) return { error: messages.api.controlCharacters };
      if (LONE_SURROGATE.test(value)) return { error: messages.api.invalidText };
      if (value.length < MIN_PASSWORD_LENGTH || value.length > 200) {
        return { error: messages.accounts.passwordInvalid };
      }
      return { value };
    }
    case 'text': {
      if (value === null && rule.nullable) return { value: null };
      if (typeof value !== 'string') return { error: m.notText(column) };
      if (!SINGLE_LINE_TEXT.test(value)) return { error: messages.api.controlCharacters };
      if (LONE_SURROGATE.test(value)) return { error: messages.api.invalidText };
      const trimmed = value.trim();
      if (trimmed === '') return rule.nullable ? { value: null } : { error: m.required(column) };
      if (trimmed.length > rule.max) return { error: m.tooLong(column, rule.max) };
      if (rule.username && !USERNAME_PATTERN.test(trimmed)) {
        return { error: messages.register.usernameFormat };
      }
      return { value: trimmed };
    }
  }
}
