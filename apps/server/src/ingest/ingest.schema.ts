import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { SENSOR_KINDS } from '@depot/contract';
import { bigserialId, createdAt, readingIndexes, seq, ts } from '../db/columns';
import { accountRef } from '../modules/auth/auth.schema';
import { tanks } from '../modules/depots/depots.schema';

export const sensors = pgTable(
  'sensors',
  {
    sensorId: text('sensor_id').primaryKey(),
    accountId: accountRef(),
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

export const sensorRef = () =>
  text('sensor_id')
    .notNull()
    .references(() => sensors.sensorId, { onDelete: 'cascade' });

/** The columns an append-only readings table starts with: key, depot, sensor, time, message number. */
export const readingColumns = () => ({
  id: bigserialId(),
  accountId: accountRef(),
  sensorId: sensorRef(),
  ts: ts(),
  seq: seq(),
});

/** Tank readings, derived at ingest from the level sensor's distance or level. */
export const tankLevel = pgTable(
  'tank_level',
  {
    ...readingColumns(),
    tankId: integer('tank_id')
      .notNull()
      .references(() => tanks.id, { onDelete: 'cascade' }),
    waterLevelCm: doublePrecision('water_level_cm').notNull(),
    volume: doublePrecision('volume').notNull(),
  },
  (t) => [
    ...readingIndexes('tank_level', t, { withId: true }),
    index('tank_level_tank_ts_idx').on(t.tankId, t.ts),
  ],
);

/** One row per filled gallon from a tap's flow meter. */
export const waterUsage = pgTable(
  'water_usage',
  {
    ...readingColumns(),
    tap: text('tap', { enum: ['A', 'B', 'C'] }).notNull(),
    volumeL: doublePrecision('volume_l').notNull(),
    gallons: integer('gallons').notNull().default(1),
  },
  (t) => [
    ...readingIndexes('water_usage', t, { withId: true }),
    index('water_usage_account_ts_idx').on(t.accountId, t.ts),
  ],
);

export const waterQuality = pgTable(
  'water_quality',
  {
    ...readingColumns(),
    temperature: doublePrecision('temperature'),
    ph: doublePrecision('ph'),
    tds: doublePrecision('tds'),
    salinity: doublePrecision('salinity'),
    turbidity: doublePrecision('turbidity'),
  },
  (t) => readingIndexes('water_quality', t, { byTime: false }),
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
