import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The server's sources, and where each table's Drizzle definition and writes stand in them. */
export const SERVER_SRC = resolve(import.meta.dirname, '../src');

export interface TableWrite {
  /** The path below apps/server/src, e.g. `modules/pos/pos.repository.ts`. */
  file: string;
  /** The area the file belongs to: `pos` for modules/pos, else the top folder (`ingest`, `jobs`). */
  area: string;
  table: string;
  op: 'insert' | 'update' | 'delete' | 'truncate' | 'copy';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

export function areaOf(file: string): string {
  const [top, name] = file.split('/');
  return top === 'modules' && name ? name : (top ?? file);
}

/** Every `export const x = pgTable('name', …)`: Drizzle's identifier → the SQL table name. */
export function tableIdentifiers(sources: Map<string, string>): Map<string, string> {
  const ids = new Map<string, string>();
  for (const text of sources.values()) {
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
      ids.set(m[1] as string, m[2] as string);
  }
  return ids;
}

/**
 * The writes a file makes, found by reading it as text: Drizzle's `.insert(t)`, `.update(t)` and
 * `.delete(t)` on a schema table (or a local alias of one, `const t = tanks`), and raw SQL's
 * `insert into t`, `update t`, `delete from t`, `truncate t` and `copy t`.
 */
export function writesIn(text: string, ids: Map<string, string>): [TableWrite['op'], string][] {
  const aliases = new Map(ids);
  for (const m of text.matchAll(/const (\w+) = (\w+);/g)) {
    const table = ids.get(m[2] as string);
    if (table) aliases.set(m[1] as string, table);
  }
  const tables = new Set(ids.values());
  const found: [TableWrite['op'], string][] = [];
  for (const m of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = aliases.get(m[2] as string);
    if (table) found.push([m[1] as TableWrite['op'], table]);
  }
  for (const m of text.matchAll(
    /\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?|copy)\s+"?([a-z_]+)"?/gi,
  )) {
    const op = (m[1] as string).toLowerCase().split(/\s/)[0] as TableWrite['op'];
    if (tables.has(m[2] as string)) found.push([op, m[2] as string]);
  }
  return found;
}

/** apps/server/src's TypeScript files by their path below it. */
export function serverSources(): Map<string, string> {
  return new Map(
    sourceFiles(SERVER_SRC).map((path) => [
      relative(SERVER_SRC, path).split('\\').join('/'),
      readFileSync(path, 'utf8'),
    ]),
  );
}

/** Every write to a schema table in apps/server/src. */
export function tableWrites(): TableWrite[] {
  const sources = serverSources();
  const ids = tableIdentifiers(sources);
  return [...sources].flatMap(([file, text]) =>
    writesIn(text, ids).map(([op, table]) => ({ file, area: areaOf(file), op, table })),
  );
}
