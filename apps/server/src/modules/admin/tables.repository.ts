import type { SortOrder } from '@depot/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { TableSql } from './tables.definitions';

/**
 * Counted exactly up to here; past it the total is the planner's estimate. Counting stops at the
 * limit, so a total costs the same on a thousand rows or a hundred million.
 */
export const EXACT_COUNT_LIMIT = 20_000;

export interface PageRequest {
  where: SQL;
  sort: SQL;
  order: SortOrder;
  /** null: every row. */
  limit: number | null;
  offset: number;
}

const list = (parts: SQL[]) => sql.join(parts, sql`, `);

/**
 * One page: the rows are chosen on the table alone (an index walk for the sort column, the key
 * breaking ties), and only then read and joined to the names shown beside them.
 */
export function page(db: Db, def: TableSql, p: PageRequest) {
  const dir = p.order === 'desc' ? sql`desc` : sql`asc`;
  const key = sql`t.${sql.identifier(def.key.column)}`;
  const orderBy = sql`order by ${p.sort} ${dir}, ${key} ${dir}`;
  const columns = list(
    Object.entries(def.select).map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`),
  );
  const table = sql.identifier(def.table);
  // The skipped rows are walked in an index only (key and sort column); the page's rows alone
  // are then read whole.
  return queryRows<Record<string, unknown>>(
    db,
    sql`select ${columns}
        from (select ${key} as page_key from ${table} t where ${p.where}
              ${orderBy} limit ${p.limit} offset ${p.offset}) p
        join ${table} t on ${key} = p.page_key
        ${def.joins}
        ${orderBy}`,
  );
}

/** A table that grew by more than this share since it was last analyzed is analyzed again. */
const STALE_GROWTH = 0.2;

/**
 * Analyzes the table when its statistics are missing or were taken at less than 1/1.2 of its
 * present size. The planner scales the row count it last saw by the table's size now, which is
 * right while the rows stay alike; but PGlite has no autovacuum, and a table never analyzed (or
 * analyzed when it held a page of rows) is estimated from the size alone: 70,759 water_usage rows
 * showed as 44,530. ANALYZE reads a sample of at most 30,000 rows, whatever the table's size.
 */
async function freshStatistics(db: Db, table: string) {
  const [stats] = await queryRows<{ stale: boolean }>(
    db,
    sql`select c.reltuples < 0
               or pg_relation_size(c.oid) / current_setting('block_size')::int
                  > c.relpages * ${1 + STALE_GROWTH}::float8 as stale
        from pg_class c where c.oid = to_regclass(${table})`,
  );
  if (stats?.stale) await db.execute(sql`analyze (skip_locked) ${sql.identifier(table)}`);
}

/**
 * How many rows match: exact up to EXACT_COUNT_LIMIT, else the planner's estimate on current
 * statistics.
 */
export async function count(db: Db, def: TableSql, where: SQL) {
  const from = sql`from ${sql.identifier(def.table)} t where ${where}`;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 ${from} limit ${EXACT_COUNT_LIMIT + 1}) c`,
  );
  const exact = row?.n ?? 0;
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, estimated: false };
  await freshStatistics(db, def.table);
  const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    db,
    sql`explain (format json) select 1 ${from}`,
  );
  const planned = Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  return { total: Math.max(planned, exact), estimated: true };
}

/** The edited columns' stored values, the row locked for the rest of the transaction. */
export async function lockRow(
  db: Db,
  def: TableSql,
  id: string | number,
  columns: string[],
): Promise<Record<string, unknown> | undefined> {
  const selected = columns.map(
    (name) => sql`t.${sql.identifier(def.write[name]!)} as ${sql.identifier(name)}`,
  );
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${list([sql`1 as found`, ...selected])}
        from ${sql.identifier(def.table)} t
        where t.${sql.identifier(def.key.column)} = ${id}
        for update`,
  );
  if (!row) return undefined;
  const { found: _found, ...values } = row;
  return values;
}

export async function updateRow(
  db: Db,
  def: TableSql,
  id: string | number,
  values: Record<string, unknown>,
) {
  const assignments = Object.entries(values).map(
    ([name, value]) => sql`${sql.identifier(def.write[name]!)} = ${value}`,
  );
  if (assignments.length === 0) return;
  await db.execute(
    sql`update ${sql.identifier(def.table)} set ${list(assignments)}
        where ${sql.identifier(def.key.column)} = ${id}`,
  );
}
