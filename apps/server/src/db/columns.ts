/** Column and index helpers that tables of several modules share. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  serial,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** A table's own key: `serial` where rows stay few, `bigserial` for readings and logs. */
export const serialId = () => serial('id').primaryKey();
export const bigserialId = () => bigserial('id', { mode: 'number' }).primaryKey();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const ts = () => timestamp('ts', { withTimezone: true }).notNull();
export const seq = () => bigint('seq', { mode: 'number' });
type ReadingKeys = { id: AnyPgColumn; sensorId: AnyPgColumn; ts: AnyPgColumn; seq: AnyPgColumn };

/**
 * A readings table's indexes, named after it: a sensor's readings in time order (`withId`: a page
 * of them is read from the index alone), every depot's by time for the master-data screen
 * (`byTime`), and a repeated (sensor, seq) stored once.
 */
export const readingIndexes = (
  table: string,
  t: ReadingKeys,
  { withId = false, byTime = true } = {},
) => [
  withId
    ? index(`${table}_sensor_ts_id_idx`).on(t.sensorId, t.ts, t.id)
    : index(`${table}_sensor_ts_idx`).on(t.sensorId, t.ts),
  ...(byTime ? [index(`${table}_ts_id_idx`).on(t.ts, t.id)] : []),
  uniqueIndex(`${table}_sensor_seq_key`)
    .on(t.sensorId, t.seq)
    .where(sql`${t.seq} is not null`),
];

export const inList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v}'`).join(', '));
