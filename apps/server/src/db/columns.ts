/** Column and index helpers that tables of several modules share. */
import { sql } from 'drizzle-orm';
import { bigint, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
