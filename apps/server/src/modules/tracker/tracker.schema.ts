import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, ts } from '../../db/columns';
import { accountRef } from '../auth/auth.schema';
import { sensors } from '../../ingest/ingest.schema';

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
    ts: ts(),
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
    id: serialId(),
    accountId: accountRef(),
    name: text('name').notNull(),
    coordinates: jsonb('coordinates').$type<[number, number][]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('geofences_account_id_idx').on(t.accountId)],
);
