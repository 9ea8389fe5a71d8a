import { SUBSCRIPTION_LABELS, SUBSCRIPTION_STATUSES } from './depot-map';
import {
  between,
  column,
  FLAG,
  flag,
  integer,
  json,
  newestFirst,
  number,
  optional,
  required,
  sorted,
  table,
  text,
  time,
  type MasterTable,
  type MasterColumn,
} from './master-columns';

export type { CellRule, ColumnKind, MasterColumn, MasterTable, SortOrder } from './master-columns';

/**
 * The master-data tables of the super-admin screen (spec admin-tracker-map §2, §3, §7), declared
 * once: which columns each answers with, their Indonesian labels, which may be sorted and edited,
 * and how an edited value is checked. The server derives its SQL whitelist from this
 * (modules/admin/tables.sql.ts); the screen builds its headers and inputs from it.
 */

const INT4_MAX = 2_147_483_647;
const litres = { kind: 'number', above: 0, max: 10_000_000 } as const;
const centimetres = { kind: 'number', above: 0, max: 100_000 } as const;
const rupiah = { kind: 'number', integer: true, min: 0, max: 1_000_000_000 } as const;
const sensorLimit = between(-1_000_000, 1_000_000, true);

const id = integer('id', 'ID', sorted);
const owner = text('username', 'Pemilik');
const createdAt = time('created_at', 'Dibuat');
const depotName = text('depot_name', 'Nama depot', { sort: true, edit: optional(100) });
const sortOrder = integer('sort_order', 'Urutan', {
  sort: true,
  edit: { kind: 'number', integer: true, min: 0, max: 10_000 },
});
const sourceUrl = text('source_url', 'Sumber (URL)', { edit: required(500) });
const notes = text('notes', 'Catatan', { edit: optional(1000) });
const pdamId = text('pdam_id', 'ID PDAM', sorted);
const deviceId = integer('device_id', 'ID perangkat', sorted);
const deviceName = text('device_name', 'Nama perangkat');

export const MASTER_TABLES = {
  accounts: table(
    'Akun',
    'username, nama depot, alamat',
    [
      id,
      text('username', 'Username', { sort: true, edit: { kind: 'text', max: 32, username: true } }),
      depotName,
      text('address', 'Alamat', { edit: optional(200) }),
      flag('is_super_admin', 'Super admin', { sort: true, edit: FLAG }),
      text('employer', 'Pemberi kerja'),
      flag('disabled', 'Nonaktif'),
      time('last_online', 'Terakhir online'),
      createdAt,
      column('password')('password', 'Password', { edit: { kind: 'password' } }),
    ],
    { maxLimit: 1000 },
  ),
  tanks: table('Tangki', 'nama tangki, username', [
    id,
    owner,
    text('name', 'Nama tangki', { sort: true, edit: required(100) }),
    number('capacity', 'Kapasitas (L)', { sort: true, edit: litres }),
    number('height_cm', 'Tinggi (cm)', { sort: true, edit: centimetres }),
    number('low_stock_pct', 'Batas stok rendah (%)', { edit: between(0, 100) }),
    createdAt,
  ]),
  sensors: table(
    'Sensor',
    'ID sensor, nama, username',
    [
      text('sensor_id', 'ID sensor', sorted),
      owner,
      integer('tank_id', 'ID tangki'),
      text('name', 'Nama sensor', { sort: true, edit: required(100) }),
      text('kind', 'Jenis', sorted),
      text('tap', 'Keran'),
      flag('is_main', 'Sensor utama', { edit: FLAG }),
      time('last_online', 'Terakhir online'),
      createdAt,
    ],
    { key: 'sensor_id' },
  ),
  // Readings and sales are measurements and records: editing one would falsify the daily
  // rollups, alerts and income built from it, so they are read-only.
  water_usage: table(
    'Pemakaian air',
    'ID sensor, nama sensor, username',
    [
      id,
      owner,
      text('sensor_id', 'ID sensor'),
      text('tap', 'Keran'),
      number('volume', 'Volume (L)'),
      integer('gallons', 'Galon'),
      time('timestamp', 'Waktu'),
    ],
    newestFirst('timestamp'),
  ),
  tank_level: table(
    'Level tangki',
    'ID sensor, nama sensor, username',
    [
      id,
      owner,
      integer('tank_id', 'ID tangki'),
      text('sensor_id', 'ID sensor'),
      number('water_level_cm', 'Tinggi air (cm)'),
      number('volume', 'Volume (L)'),
      time('timestamp', 'Waktu'),
    ],
    newestFirst('timestamp'),
  ),
  notifications: table(
    'Notifikasi',
    'jenis, pesan, username',
    [
      id,
      owner,
      text('kind', 'Jenis'),
      text('message', 'Pesan'),
      flag('read', 'Dibaca', { edit: FLAG }),
      time('sent_at', 'Dikirim'),
    ],
    newestFirst('sent_at'),
  ),
  sales: table(
    'Penjualan',
    'username',
    [
      id,
      owner,
      text('cashier', 'Kasir'),
      integer('price', 'Total harga (Rp)'),
      integer('quantity', 'Jumlah'),
      integer('number_today', 'Nomor hari ini'),
      time('timestamp', 'Waktu'),
    ],
    newestFirst('timestamp'),
  ),
  pending_registrations: table(
    'Registrasi tertunda',
    'username, nama depot, alamat',
    [
      id,
      text('username', 'Username', sorted),
      text('depot_name', 'Nama depot', { sort: true, edit: required(100) }),
      text('address', 'Alamat', { edit: required(200) }),
      text('tank_name', 'Nama tangki', { edit: required(100) }),
      number('capacity', 'Kapasitas (L)', { edit: litres }),
      number('height_cm', 'Tinggi (cm)', { edit: centimetres }),
      json('sensors', 'Sensor'),
      text('whatsapp', 'WhatsApp'),
      text('package', 'Paket'),
      time('requested_at', 'Diminta'),
    ],
    { defaultSort: { column: 'requested_at', order: 'asc' } },
  ),
  sebara_depot_air_minum: table(
    'Sebaran depot air minum',
    'nama, alamat, kelurahan, kecamatan, kota',
    [
      id,
      text('nama', 'Nama', { sort: true, edit: required(100) }),
      text('alamat', 'Alamat', { edit: required(200) }),
      text('telepon', 'Telepon', { edit: optional(30) }),
      text('jam_buka', 'Jam buka', { edit: optional(100) }),
      number('latitude', 'Lintang', { digits: 6, edit: between(-90, 90) }),
      number('longitude', 'Bujur', { digits: 6, edit: between(-180, 180) }),
      text('kelurahan', 'Kelurahan', { sort: true, edit: optional(100) }),
      text('kecamatan', 'Kecamatan', { sort: true, edit: optional(100) }),
      text('kota_kabupaten', 'Kota/kabupaten', { sort: true, edit: optional(100) }),
      text('surveyed_by', 'Disurvei oleh', { edit: optional(100) }),
      text('is_subscribed', 'Berlangganan', {
        sort: true,
        edit: { kind: 'enum', values: SUBSCRIPTION_STATUSES, labels: SUBSCRIPTION_LABELS },
      }),
      number('rating', 'Rating', { sort: true, edit: between(0, 5, true) }),
      integer('jumlah_ulasan', 'Jumlah ulasan', {
        sort: true,
        edit: { kind: 'number', integer: true, min: 0, max: INT4_MAX },
      }),
    ],
  ),
  // PDAM tariffs (modules/pdam/tariffs.ts seeds them): prices, fees and the legal settings are
  // edited here when a regulation changes. Block bounds stay read-only: moving one alone would
  // leave a gap or an overlap between blocks.
  pdam_utilities: table(
    'PDAM',
    'ID, nama PDAM, wilayah',
    [
      text('id', 'ID', sorted),
      text('name', 'Nama PDAM', { sort: true, edit: required(120) }),
      text('region', 'Wilayah', { edit: required(120) }),
      text('regulation', 'Peraturan', { edit: required(300) }),
      text('regulation_date', 'Tanggal peraturan'),
      sourceUrl,
      number('ppn_percent', 'PPN (%)', { edit: between(0, 100) }),
      integer('materai_amount', 'Bea meterai (Rp)', { edit: rupiah }),
      integer('materai_threshold', 'Batas meterai (Rp)', { edit: rupiah }),
      notes,
      sortOrder,
    ],
    { defaultSort: { column: 'sort_order', order: 'asc' } },
  ),
  pdam_golongan: table(
    'Golongan PDAM',
    'PDAM, ID golongan, keterangan',
    [
      integer('row_id', 'ID baris', sorted),
      pdamId,
      text('id', 'ID golongan'),
      text('description', 'Keterangan', { edit: required(200) }),
      number('minimum_m3', 'Pemakaian minimum (m³)', { edit: between(0, 10_000) }),
      integer('admin_fee', 'Biaya admin (Rp)', { edit: rupiah }),
      integer('meter_fee', 'Biaya meter (Rp)', { edit: rupiah }),
      sourceUrl,
      notes,
      sortOrder,
    ],
    { key: 'row_id' },
  ),
  pdam_tariff_blocks: table(
    'Blok tarif PDAM',
    'PDAM, ID golongan',
    [
      integer('row_id', 'ID baris', sorted),
      pdamId,
      text('golongan_id', 'ID golongan'),
      number('from_m3', 'Dari (m³)'),
      number('to_m3', 'Sampai (m³)'),
      integer('price_per_m3', 'Harga per m³ (Rp)', { sort: true, edit: rupiah }),
    ],
    { key: 'row_id' },
  ),
  // Smart weather hardware (modules/iot adds and removes it): names, places, limits and the
  // active flag are edited here; ids, types and owners stay, since devices publish under them.
  smart_iot_devices: table(
    'Perangkat IoT',
    'nama perangkat, lokasi, username',
    [
      id,
      text('device_name', 'Nama perangkat', { sort: true, edit: required(100) }),
      text('location', 'Lokasi', { edit: optional(200) }),
      text('device_type', 'Tipe perangkat', sorted),
      time('last_online_at', 'Terakhir online'),
      owner,
    ],
    { wholeWithoutLimit: true },
  ),
  smart_iot_sensors: table(
    'Sensor IoT',
    'ID sensor, nama sensor, perangkat, username',
    [
      text('id', 'ID sensor', sorted),
      deviceId,
      text('sensor_name', 'Nama sensor', { sort: true, edit: required(100) }),
      text('sensor_type', 'Tipe sensor', sorted),
      number('min_value', 'Batas bawah', { edit: sensorLimit }),
      number('max_value', 'Batas atas', { edit: sensorLimit }),
      flag('is_active', 'Aktif', { edit: FLAG }),
      time('last_active_at', 'Terakhir aktif'),
      deviceName,
      text('device_owner_username', 'Pemilik'),
    ],
    { wholeWithoutLimit: true },
  ),
  smart_iot_actuators: table('Aktuator IoT', 'ID aktuator, nama, username', [
    text('id', 'ID aktuator', sorted),
    deviceId,
    text('name', 'Nama aktuator', { sort: true, edit: required(100) }),
    flag('status', 'Status'),
    time('status_at', 'Status sejak', false),
    deviceName,
    owner,
  ]),
  // The command log: what was asked and how the device answered; a record, so read-only.
  smart_iot_commands: table(
    'Perintah IoT',
    'ID aktuator, pengirim, username',
    [
      id,
      text('actuator_id', 'ID aktuator'),
      owner,
      text('command', 'Perintah'),
      text('requested_by', 'Pengirim'),
      time('requested_at', 'Dikirim'),
      text('result', 'Hasil'),
      time('resolved_at', 'Dijawab', false),
      text('detail', 'Keterangan'),
    ],
    newestFirst('requested_at'),
  ),
  audit_log: table(
    'Log audit',
    'admin, aksi, tabel, ID',
    [
      id,
      time('at', 'Waktu'),
      text('actor_username', 'Admin'),
      text('action', 'Aksi'),
      text('target_table', 'Tabel'),
      text('target_id', 'ID baris'),
      json('before', 'Sebelum'),
      json('after', 'Sesudah'),
    ],
    newestFirst('at'),
  ),
} satisfies Record<string, MasterTable>;

export type MasterTableName = keyof typeof MASTER_TABLES;
export const MASTER_TABLE_NAMES = Object.keys(MASTER_TABLES) as MasterTableName[];

export const isMasterTable = (name: string): name is MasterTableName =>
  Object.hasOwn(MASTER_TABLES, name);

export const columnsOf = (table: MasterTableName): readonly MasterColumn[] =>
  MASTER_TABLES[table].columns;

export const editableColumns = (table: MasterTableName): MasterColumn[] =>
  columnsOf(table).filter((c) => c.edit);
