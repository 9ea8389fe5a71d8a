import {
  columnsOf,
  MASTER_TABLE_NAMES,
  MASTER_TABLES,
  type MasterColumn,
  type MasterTableName,
} from '@depot/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { iso } from './tables.lookups';
import { TABLE_SOURCES, type TableSource } from './tables.sql';

/**
 * How each master table is read and written in SQL: the server's whitelist, derived from the
 * contract's columns (MASTER_TABLES) and what tables.sql.ts adds. Only names found here ever
 * become identifiers; every value is a parameter. The paged row is aliased `t` both inside the
 * paging query and outside it, where joins add names.
 */
export interface TableSql {
  /** The stored table (its spec name may differ: sebara_depot_air_minum). */
  table: string;
  key: { column: string; kind: 'int4' | 'int8' | 'slug' };
  /** Answer column → expression over the page's rows `t` and `joins`. */
  select: Record<string, SQL>;
  joins: SQL;
  /** Sortable column → expression over `t` (index-backed on the big tables). */
  sort: Record<string, SQL>;
  /** The rows `_q` finds; `pattern` is an escaped ILIKE pattern. */
  search: (db: Db, pattern: string) => Promise<SQL>;
  /** Editable column → stored column. */
  write: Record<string, string>;
  /** A CHECK constraint an edit can break → the 400 message that explains it. */
  checks?: Record<string, string>;
}

const entries = <T>(columns: MasterColumn[], value: (column: MasterColumn) => T) =>
  Object.fromEntries(columns.map((c) => [c.name, value(c)]));

function derive(name: MasterTableName, source: TableSource): TableSql {
  const spec = MASTER_TABLES[name];
  const columns = columnsOf(name);
  const from = (column: string) => source.columns?.[column] ?? column;
  const value = (column: string) => {
    const s = from(column);
    return typeof s === 'string' ? sql`t.${sql.identifier(s)}` : s;
  };
  const stored = (column: string) => {
    const s = from(column);
    if (typeof s !== 'string') throw new Error(`${name}.${column} is no stored column`);
    return s;
  };
  /** Flags as 1/0, times as ISO-8601, a bigserial key as a number. */
  const answer = (c: MasterColumn) => {
    const v = value(c.name);
    if (c.kind === 'time') return iso(v);
    if (c.kind === 'flag' && !source.booleanFlags) return sql`(${v})::int`;
    return source.bigKey && c.name === spec.key ? sql`${v}::float8` : v;
  };
  const keyKind = columns.find((c) => c.name === spec.key)?.kind;
  return {
    table: source.table ?? name,
    key: {
      column: stored(spec.key),
      kind: keyKind === 'text' ? 'slug' : source.bigKey ? 'int8' : 'int4',
    },
    select: entries(
      columns.filter((c) => c.kind !== 'password'),
      answer,
    ),
    joins: sql.join(source.joins ?? [], sql` `),
    sort: entries(
      columns.filter((c) => c.sort),
      (c) => value(c.name),
    ),
    search: async (db, pattern) => {
      const terms = await Promise.all(
        source.search.map((term) =>
          typeof term === 'string' ? sql`${value(term)} ilike ${pattern}` : term(db, pattern),
        ),
      );
      return sql`(${sql.join(terms, sql` or `)})`;
    },
    write: entries(
      columns.filter((c) => c.edit),
      (c) => stored(c.name),
    ),
    checks: source.checks,
  };
}

export const TABLES = Object.fromEntries(
  MASTER_TABLE_NAMES.map((name) => [name, derive(name, TABLE_SOURCES[name])]),
) as Record<MasterTableName, TableSql>;
