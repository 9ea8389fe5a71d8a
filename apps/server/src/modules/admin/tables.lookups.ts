import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** A search term that looks the matching rows up in another table (tables.sql.ts). */
export type Lookup = (db: Db, pattern: string) => Promise<SQL> | SQL;

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
export const ownerMatches: Lookup = (db, p) =>
  idsWhere(
    db,
    sql`t.account_id`,
    sql`select id from accounts where username ilike ${p}`,
    sql`int[]`,
  );
export const sensorMatches: Lookup = (db, p) =>
  idsWhere(
    db,
    sql`t.sensor_id`,
    sql`select s.sensor_id as id from sensors s join accounts a on a.id = s.account_id
        where s.sensor_id ilike ${p} or s.name ilike ${p} or a.username ilike ${p}`,
    sql`text[]`,
  );
/** A moment as ISO-8601 in UTC, the same text from both database drivers. */
export const iso = (moment: SQL) =>
  sql`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
