import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ACTUATOR_COMMANDS,
  COMMAND_RESULTS,
  DEFAULT_SUBSCRIPTION,
  IOT_DEVICE_TYPES,
  SENSOR_KINDS,
  SMART_IOT_SENSOR_TYPES,
  SUBSCRIPTION_STATUSES,
  type PendingSensor,
} from '@depot/contract';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    depotName: text('depot_name'),
    address: text('address'),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    /** Set for an employee: the owner account whose depot they work for. */
    employerId: integer('employer_id').references((): AnyPgColumn => accounts.id, {
      onDelete: 'cascade',
    }),
    /** An employee's name as the owner typed it ('Karyawan' screen); unused for other accounts. */
    name: text('name'),
    /** When any of the depot's sensors last sent data. */
    lastOnline: timestamp('last_online', { withTimezone: true }),
    /** Every token carries the version it was issued under; raising it ends them all at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set when a super admin switches the account off: no login, no token accepted. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * Failed logins on this account since its last successful one (wrong passwords and attempts
     * the lockout refused), and when the first of them came: the next login tells the owner.
     */
    failedLogins: integer('failed_logins').notNull().default(0),
    failedLoginsSince: timestamp('failed_logins_since', { withTimezone: true }),
    /** Where the depot stands ('Lokasi Depot' on the tracker map), when known. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone'),
    openingHours: text('opening_hours'),
    /** The owner agreed to show the depot on the public map (`/sebaran-depot`). */
    showOnPublicMap: boolean('show_on_public_map').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_username_lower_key').on(sql`lower(${t.username})`),
    check(
      'accounts_location_valid',
      sql`(${t.latitude} is null) = (${t.longitude} is null)
        and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
);

/** Tokens ended by a logout, kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    /** The token's `jti` claim. */
    jti: text('jti').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);

export const tanks = pgTable(
  'tanks',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    capacity: doublePrecision('capacity').notNull(),
    heightCm: doublePrecision('height_cm').notNull(),
    /** Below this share of capacity the depot gets a low-stock notification. */
    lowStockPct: doublePrecision('low_stock_pct').notNull().default(20),
    createdAt: createdAt(),
  },
  (t) => [
    index('tanks_account_id_idx').on(t.accountId),
    check('tanks_capacity_positive', sql`${t.capacity} > 0`),
    check('tanks_height_positive', sql`${t.heightCm} > 0`),
  ],
);

export const sensors = pgTable(
  'sensors',
  {
    sensorId: text('sensor_id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tankId: integer('tank_id').references(() => tanks.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: SENSOR_KINDS }).notNull(),
    tap: text('tap', { enum: ['A', 'B', 'C'] }),
    isMain: boolean('is_main').notNull().default(false),
    /** SHA-256 (hex) of the device key; the key itself is shown once and never stored. */
    keyHash: text('key_hash').notNull(),
    lastOnline: timestamp('last_online', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sensors_account_id_idx').on(t.accountId),
    // The OsmAnd protocol names a tracker by its key alone.
    index('sensors_key_hash_idx').on(t.keyHash),
    check(
      'sensors_kind_valid',
      sql`${t.kind} in ('level', 'flow', 'quality', 'gps', 'other', 'iot', 'actuator')`,
    ),
    check('sensors_flow_has_tap', sql`(${t.kind} = 'flow') = (${t.tap} is not null)`),
  ],
);

export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    depotName: text('depot_name').notNull(),
    address: text('address').notNull(),
    tankName: text('tank_name').notNull(),
    capacity: doublePrecision('capacity').notNull(),
    heightCm: doublePrecision('height_cm').notNull(),
    sensors: jsonb('sensors').$type<PendingSensor[]>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pending_registrations_username_lower_key').on(sql`lower(${t.username})`)],
);

/**
 * Failed logins per (lower-cased username, address), kept for the 15-minute throttle window. An
 * attempt is recorded before its password is checked, and removed again when it succeeds.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_key_idx').on(t.username, t.ip, t.at),
    // The per-address count, across usernames.
    index('login_failures_ip_at_idx').on(t.ip, t.at),
    index('login_failures_at_idx').on(t.at),
  ],
);

const ts = () => timestamp('ts', { withTimezone: true }).notNull();
const seq = () => bigint('seq', { mode: 'number' });
const sensorRef = () =>
  text('sensor_id')
    .notNull()
    .references(() => sensors.sensorId, { onDelete: 'cascade' });
const accountRef = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
/** A repeated (sensor, seq) is stored once. */
const seqUnique = (name: string, t: { sensorId: AnyPgColumn; seq: AnyPgColumn }) =>
  uniqueIndex(name)
    .on(t.sensorId, t.seq)
    .where(sql`${t.seq} is not null`);

/** Tank readings, derived at ingest from the level sensor's distance or level. */
export const tankLevel = pgTable(
  'tank_level',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountRef(),
    tankId: integer('tank_id')
      .notNull()
      .references(() => tanks.id, { onDelete: 'cascade' }),
    sensorId: sensorRef(),
    ts: ts(),
    seq: seq(),
    waterLevelCm: doublePrecision('water_level_cm').notNull(),
    volume: doublePrecision('volume').notNull(),
  },
  (t) => [
    // With id: a sensor's page of readings in time order is read from the index alone.
    index('tank_level_sensor_ts_id_idx').on(t.sensorId, t.ts, t.id),
    index('tank_level_tank_ts_idx').on(t.tankId, t.ts),
    // The master-data screen pages every depot's readings by time.
    index('tank_level_ts_id_idx').on(t.ts, t.id),
    seqUnique('tank_level_sensor_seq_key', t),
  ],
);

/** One row per filled gallon from a tap's flow meter. */
export const waterUsage = pgTable(
  'water_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountRef(),
    sensorId: sensorRef(),
    tap: text('tap', { enum: ['A', 'B', 'C'] }).notNull(),
    ts: ts(),
    seq: seq(),
    volumeL: doublePrecision('volume_l').notNull(),
    gallons: integer('gallons').notNull().default(1),
  },
  (t) => [
    index('water_usage_sensor_ts_id_idx').on(t.sensorId, t.ts, t.id),
    index('water_usage_account_ts_idx').on(t.accountId, t.ts),
    index('water_usage_ts_id_idx').on(t.ts, t.id),
    seqUnique('water_usage_sensor_seq_key', t),
  ],
);

export const waterQuality = pgTable(
  'water_quality',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountRef(),
    sensorId: sensorRef(),
    ts: ts(),
    seq: seq(),
    temperature: doublePrecision('temperature'),
    ph: doublePrecision('ph'),
    tds: doublePrecision('tds'),
    salinity: doublePrecision('salinity'),
    turbidity: doublePrecision('turbidity'),
  },
  (t) => [
    index('water_quality_sensor_ts_idx').on(t.sensorId, t.ts),
    seqUnique('water_quality_sensor_seq_key', t),
  ],
);

/** Gallons and litres per depot, tap and Asia/Jakarta day, kept current at ingest. */
export const usageDaily = pgTable(
  'usage_daily',
  {
    accountId: accountRef(),
    day: date('day').notNull(),
    tap: text('tap', { enum: ['A', 'B', 'C'] }).notNull(),
    gallons: integer('gallons').notNull(),
    volumeL: doublePrecision('volume_l').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day, t.tap] }),
    // Carries the totals, so a report over months reads index pages only (an index-only scan),
    // not one heap page per day of the window.
    index('usage_daily_totals_idx').on(t.accountId, t.day, t.tap, t.gallons, t.volumeL),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountRef(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    read: boolean('read').notNull().default(false),
  },
  (t) => [
    index('notifications_account_sent_idx').on(t.accountId, t.sentAt),
    index('notifications_sent_id_idx').on(t.sentAt, t.id),
  ],
);

/** Conditions currently raised, so each alert is sent once per transition. */
export const alertState = pgTable(
  'alert_state',
  {
    accountId: accountRef(),
    kind: text('kind').notNull(),
    /** What the alert is about: a sensor id or a tank id. */
    subject: text('subject').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind, t.subject] })],
);

/** A cashier transaction; money is whole rupiah, priced by the server. */
export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    /** Who rang it up (the owner or an employee). */
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The cashier's name when it was saved: kept after their account is removed. */
    cashierName: text('cashier_name'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the depot and the canonical cart: a reused key with another request is refused. */
    requestHash: text('request_hash'),
    totalPrice: integer('total_price').notNull(),
    /** The depot's n-th transaction of that Jakarta day, as answered when it was saved. */
    numberToday: integer('number_today').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_account_created_idx').on(t.accountId, t.createdAt),
    index('sales_created_id_idx').on(t.createdAt, t.id),
    // A key belongs to the client that sent it (the cashier's account), whatever depot it names.
    uniqueIndex('sales_created_by_idempotency_key').on(t.createdBy, t.idempotencyKey),
    check('sales_total_not_negative', sql`${t.totalPrice} >= 0`),
  ],
);

export const saleLines = pgTable(
  'sale_lines',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    mode: text('mode', { enum: ['pickup', 'delivery'] }).notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('sale_lines_sale_idx').on(t.saleId),
    check('sale_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * A surveyed refill depot on the public distribution map (the spec's sebara_depot_air_minum):
 * any depot in the area, customer or not. `subscription` colours its marker.
 */
export const depotMapPoints = pgTable(
  'depot_map_points',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phone: text('phone'),
    openingHours: text('opening_hours'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    kelurahan: text('kelurahan'),
    kecamatan: text('kecamatan'),
    city: text('city'),
    /** Who surveyed it; internal, never on the public map. */
    surveyedBy: text('surveyed_by'),
    subscription: text('subscription', { enum: SUBSCRIPTION_STATUSES })
      .notNull()
      .default(DEFAULT_SUBSCRIPTION),
    rating: doublePrecision('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    /** Set for a customer depot whose owner agreed to the public map: kept in step with its profile. */
    accountId: integer('account_id')
      .unique('depot_map_points_account_id_key')
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('depot_map_points_latitude', sql`${t.latitude} between -90 and 90`),
    check('depot_map_points_longitude', sql`${t.longitude} between -180 and 180`),
    check('depot_map_points_rating', sql`${t.rating} between 0 and 5`),
    check('depot_map_points_review_count', sql`${t.reviewCount} >= 0`),
    // The public map's answer is checked against the statuses: one stray value would fail it all.
    check(
      'depot_map_points_subscription',
      sql`${t.subscription} in (${sql.raw(SUBSCRIPTION_STATUSES.map((v) => `'${v}'`).join(', '))})`,
    ),
  ],
);

/** A customer's words on the landing page, entered by a super admin. */
export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  text: text('text').notNull(),
  /** A small image as a data: URL (PNG, JPEG or WebP), or none for initials. */
  avatar: text('avatar'),
  createdAt: createdAt(),
});

const trackerRef = () =>
  text('tracker_id')
    .notNull()
    .references(() => sensors.sensorId, { onDelete: 'cascade' });

/**
 * Every position a tracker (a `gps` sensor) sent that passed the filters, once per (tracker, ts).
 * `distance_m` is what the point added to the distance ridden: 0 for GPS jitter while standing,
 * for the first point, and across a gap.
 */
export const trackerPositions = pgTable(
  'tracker_positions',
  {
    trackerId: trackerRef(),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    accountId: accountRef(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** km/h */
    speed: doublePrecision('speed'),
    bearing: doublePrecision('bearing'),
    accuracy: doublePrecision('accuracy'),
    altitude: doublePrecision('altitude'),
    battery: doublePrecision('battery'),
    distanceM: doublePrecision('distance_m').notNull().default(0),
  },
  // Migration 0009 makes the key's index carry lat, lon and speed (INCLUDE, which drizzle does
  // not describe), so a bike's history is an index-only scan; see that migration.
  (t) => [primaryKey({ columns: [t.trackerId, t.ts] })],
);

/**
 * Trips and stops, cut at ingest and kept up to date while they last, so history and summaries
 * cost the same for a day or a year. A segment is named by its tracker and start.
 */
export const trackerSegments = pgTable(
  'tracker_segments',
  {
    trackerId: trackerRef(),
    startTs: timestamp('start_ts', { withTimezone: true }).notNull(),
    accountId: accountRef(),
    kind: text('kind', { enum: ['trip', 'stop'] }).notNull(),
    endTs: timestamp('end_ts', { withTimezone: true }).notNull(),
    /** False while the trip or stop is still going on. */
    closed: boolean('closed').notNull().default(false),
    startLat: doublePrecision('start_lat').notNull(),
    startLon: doublePrecision('start_lon').notNull(),
    endLat: doublePrecision('end_lat').notNull(),
    endLon: doublePrecision('end_lon').notNull(),
    distanceM: doublePrecision('distance_m').notNull().default(0),
    maxSpeedKmh: doublePrecision('max_speed_kmh').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.trackerId, t.startTs] }),
    check('tracker_segments_kind', sql`${t.kind} in ('trip', 'stop')`),
  ],
);

/** Per tracker and Asia/Jakarta day: distance, riding time, top speed and positions. */
export const trackerDaily = pgTable(
  'tracker_daily',
  {
    trackerId: trackerRef(),
    day: date('day').notNull(),
    accountId: accountRef(),
    distanceM: doublePrecision('distance_m').notNull().default(0),
    movingSec: doublePrecision('moving_sec').notNull().default(0),
    maxSpeedKmh: doublePrecision('max_speed_kmh').notNull().default(0),
    points: integer('points').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.trackerId, t.day] })],
);

/**
 * Where each tracker's ingest left off: the last point, the trip or stop under way and which
 * geofences it is in. Locked while a batch is written, so two server processes take turns.
 */
export const trackerState = pgTable('tracker_state', {
  trackerId: text('tracker_id')
    .primaryKey()
    .references(() => sensors.sensorId, { onDelete: 'cascade' }),
  accountId: accountRef(),
  /** The engine's state (see modules/tracker/motion.ts), as JSON. */
  state: jsonb('state').notNull(),
});

/** Polygons a super admin draws for a depot; vertices as [latitude, longitude]. */
export const geofences = pgTable(
  'geofences',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    name: text('name').notNull(),
    coordinates: jsonb('coordinates').$type<[number, number][]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('geofences_account_id_idx').on(t.accountId)],
);

/**
 * Every change a super admin makes (table edits, account changes, WebGIS edits, registration
 * decisions): who, when, what, and the row before and after, with secrets left out.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The actor's username at the time, kept when the account is renamed or deleted. */
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    targetTable: text('target_table').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetTable, t.targetId),
  ],
);

/**
 * Water utilities (PDAM) and their published tariffs, seeded from modules/pdam/tariffs.ts and
 * editable by a super admin. Ids are slugs (`pam-jaya`).
 */
export const pdamUtilities = pgTable(
  'pdam_utilities',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    region: text('region').notNull(),
    /** The regulation the tariff comes from, e.g. 'Keputusan Gubernur DKI Jakarta No. 730/2024'. */
    regulation: text('regulation').notNull(),
    regulationDate: date('regulation_date').notNull(),
    /** Where the figures were read (the regulation or a report quoting it). */
    sourceUrl: text('source_url').notNull(),
    /** Piped drinking water is exempt from PPN (PP 49/2022 art. 6(2)(m)): 0 unless a PDAM differs. */
    ppnPercent: doublePrecision('ppn_percent').notNull().default(0),
    /** Bea meterai (UU 10/2020): this amount when the bill is above the threshold. */
    materaiAmount: integer('materai_amount').notNull().default(10_000),
    materaiThreshold: integer('materai_threshold').notNull().default(5_000_000),
    notes: text('notes'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('pdam_utilities_ppn', sql`${t.ppnPercent} between 0 and 100`),
    check('pdam_utilities_materai', sql`${t.materaiAmount} >= 0 and ${t.materaiThreshold} >= 0`),
  ],
);

/** A customer class (golongan) of a PDAM, with its minimum billed usage and fixed fees. */
export const pdamGolongan = pgTable(
  'pdam_golongan',
  {
    pdamId: text('pdam_id')
      .notNull()
      .references(() => pdamUtilities.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    id: text('id').notNull(),
    /** Names the row on the master-data screen, whose edits address one column. */
    rowId: serial('row_id').notNull().unique(),
    description: text('description').notNull(),
    minimumM3: doublePrecision('minimum_m3').notNull().default(0),
    /** Biaya administrasi per month, whole rupiah. */
    adminFee: integer('admin_fee').notNull().default(0),
    /** Biaya pemeliharaan meter per month, whole rupiah. */
    meterFee: integer('meter_fee').notNull().default(0),
    sourceUrl: text('source_url').notNull(),
    notes: text('notes'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.pdamId, t.id] }),
    check(
      'pdam_golongan_fees',
      sql`${t.minimumM3} >= 0 and ${t.adminFee} >= 0 and ${t.meterFee} >= 0`,
    ),
  ],
);

/** A progressive block: usage above `from_m3` up to `to_m3` (open when null) at a price per m³. */
export const pdamTariffBlocks = pgTable(
  'pdam_tariff_blocks',
  {
    pdamId: text('pdam_id').notNull(),
    golonganId: text('golongan_id').notNull(),
    /** Names the row on the master-data screen. */
    rowId: serial('row_id').notNull().unique(),
    fromM3: doublePrecision('from_m3').notNull(),
    toM3: doublePrecision('to_m3'),
    pricePerM3: integer('price_per_m3').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pdamId, t.golonganId, t.fromM3] }),
    foreignKey({
      columns: [t.pdamId, t.golonganId],
      foreignColumns: [pdamGolongan.pdamId, pdamGolongan.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    check(
      'pdam_tariff_blocks_range',
      sql`${t.fromM3} >= 0 and (${t.toM3} is null or ${t.toM3} > ${t.fromM3})`,
    ),
    check('pdam_tariff_blocks_price', sql`${t.pricePerM3} >= 0`),
  ],
);

/** The stream each of a depot's CCTV cameras plays (HLS or MP4); a slot without a row has none. */
export const cctvCameras = pgTable(
  'cctv_cameras',
  {
    accountId: accountRef(),
    slot: integer('slot').notNull(),
    url: text('url').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.slot] }),
    check('cctv_cameras_slot', sql`${t.slot} between 1 and 3`),
  ],
);

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A smart IoT device (a weather station, a farm controller) owned by an account. */
export const smartIotDevices = pgTable(
  'smart_iot_devices',
  {
    id: serial('id').primaryKey(),
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

const deviceRef = () =>
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountRef(),
    sensorId: sensorRef(),
    ts: ts(),
    seq: seq(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [
    index('smart_iot_readings_sensor_ts_idx').on(t.sensorId, t.ts),
    index('smart_iot_readings_ts_id_idx').on(t.ts, t.id),
    seqUnique('smart_iot_readings_sensor_seq_key', t),
  ],
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

/**
 * A farm switch (pump, mister). Its identity and key are its `sensors` row (kind `actuator`);
 * `status` is the state the device last reported, never the one last asked for.
 */
export const smartIotActuators = pgTable(
  'smart_iot_actuators',
  {
    actuatorId: text('actuator_id')
      .primaryKey()
      .references(() => sensors.sensorId, { onDelete: 'cascade' }),
    deviceId: deviceRef(),
    accountId: accountRef(),
    name: text('name').notNull(),
    status: boolean('status').notNull().default(false),
    statusAt: timestamp('status_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('smart_iot_actuators_device_id_idx').on(t.deviceId),
    index('smart_iot_actuators_account_id_idx').on(t.accountId),
  ],
);

/** Every command sent to an actuator, who sent it, and how the device answered. */
export const smartIotCommands = pgTable(
  'smart_iot_commands',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actuatorId: text('actuator_id')
      .notNull()
      .references(() => smartIotActuators.actuatorId, { onDelete: 'cascade' }),
    accountId: accountRef(),
    command: text('command', { enum: ACTUATOR_COMMANDS }).notNull(),
    requestedBy: integer('requested_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The sender's username when it was sent: kept after their account is removed. */
    requestedByName: text('requested_by_name'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    result: text('result', { enum: COMMAND_RESULTS }).notNull().default('pending'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The device's error text, or a late answer's state. */
    detail: text('detail'),
  },
  (t) => [
    index('smart_iot_commands_actuator_idx').on(t.actuatorId, t.requestedAt),
    index('smart_iot_commands_requested_id_idx').on(t.requestedAt, t.id),
    // At most one command waits for its confirmation per actuator.
    uniqueIndex('smart_iot_commands_one_pending')
      .on(t.actuatorId)
      .where(sql`${t.result} = 'pending'`),
    check('smart_iot_commands_command_valid', sql`${t.command} in (${inList(ACTUATOR_COMMANDS)})`),
    check('smart_iot_commands_result_valid', sql`${t.result} in (${inList(COMMAND_RESULTS)})`),
  ],
);
export * from '../modules/attendance/attendance.schema';
export * from '../modules/reconciliation/reconciliation.schema';
