/** Column and index helpers that tables of several modules share. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
/** A repeated (sensor, seq) is stored once. */
export const seqUnique = (name: string, t: { sensorId: AnyPgColumn; seq: AnyPgColumn }) =>
  uniqueIndex(name)
    .on(t.sensorId, t.seq)
    .where(sql`${t.seq} is not null`);

export const inList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v}'`).join(', '));
