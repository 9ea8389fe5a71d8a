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
  /** A CHECK constraint an edit can break → the 400 message that explains it. */
  checks?: Record<string, string>;
}

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
export const ownerMatches = (db: Db, p: string) =>
  idsWhere(
    db,
    sql`t.account_id`,
    sql`select id from accounts where username ilike ${p}`,
    sql`int[]`,
  );
export const sensorMatches = (db: Db, p: string) =>
  idsWhere(
    db,
    sql`t.sensor_id`,
    sql`select s.sensor_id as id from sensors s join accounts a on a.id = s.account_id
        where s.sensor_id ilike ${p} or s.name ilike ${p} or a.username ilike ${p}`,
    sql`text[]`,
  );
export const bigId = sql`t.id::float8`;
/** A moment (a column of the row, or an expression) as ISO-8601 in UTC, the same text from both database drivers. */
export const iso = (moment: string | SQL) =>
  sql`to_char(${typeof moment === 'string' ? sql`t.${sql.identifier(moment)}` : moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
