/**
 * How a master table is declared (master-tables.ts): its columns with their labels and edit rules,
 * built by the small helpers below so each column is one line.
 */

/** How a value may be edited; the server refuses anything else with 400. */
export type CellRule =
  | {
      kind: 'number';
      integer?: boolean;
      min?: number;
      above?: number;
      max: number;
      nullable?: boolean;
    }
  | { kind: 'text'; max: number; nullable?: boolean; username?: boolean }
  | { kind: 'flag' }
  /** `labels`: what the screen shows for a stored value (the value itself when none). */
  | { kind: 'enum'; values: readonly string[]; labels?: Readonly<Record<string, string>> }
  /** Write-only: never read, hashed on write, an empty value leaves it unchanged. */
  | { kind: 'password' };

export type ColumnKind = 'integer' | 'number' | 'text' | 'flag' | 'time' | 'json' | 'password';

export interface MasterColumn {
  /** The field's name in the answer and in `PUT` bodies (the spec's name). */
  name: string;
  /** What the screen calls it. */
  label: string;
  kind: ColumnKind;
  /** Sortable (index-backed on the big tables). */
  sort?: boolean;
  edit?: CellRule;
  /** Decimals shown (coordinates need more than the usual two). */
  digits?: number;
}

export type SortOrder = 'asc' | 'desc';

export interface MasterTable {
  /** What the screen calls it. */
  label: string;
  /** The column that names a row in `PUT …/{endpoint}/{id}`. */
  key: string;
  columns: readonly MasterColumn[];
  defaultSort: { column: string; order: SortOrder };
  /** The largest `_limit` (the account list is read whole, spec §9). */
  maxLimit: number;
  /** What `_q` looks in, said to the user beside the search box. */
  searchHint: string;
  /**
   * Without `_limit` every row is answered: the smart weather dashboard reads these lists whole
   * through the same query (a super admin's handful of devices).
   */
  wholeWithoutLimit?: boolean;
}

type Options = Partial<Pick<MasterColumn, 'sort' | 'edit' | 'digits'>>;
export const column =
  (kind: ColumnKind) =>
  (name: string, label: string, options: Options = {}): MasterColumn => ({
    name,
    label,
    kind,
    ...options,
  });
export const integer = column('integer');
export const number = column('number');
export const text = column('text');
export const flag = column('flag');
export const json = column('json');
export const time = (name: string, label: string, sort = true) =>
  column('time')(name, label, { sort });

export const sorted = { sort: true } as const;
export const FLAG = { kind: 'flag' } as const;
export const required = (max: number): CellRule => ({ kind: 'text', max });
export const optional = (max: number): CellRule => ({ kind: 'text', max, nullable: true });
export const between = (min: number, max: number, nullable = false): CellRule => ({
  kind: 'number',
  min,
  max,
  ...(nullable && { nullable }),
});
const MAX_LIMIT = 200;

/** A table keyed by `id` and listed by its key unless said otherwise. */
export function table(
  label: string,
  searchHint: string,
  columns: readonly MasterColumn[],
  options: Partial<
    Pick<MasterTable, 'key' | 'defaultSort' | 'maxLimit' | 'wholeWithoutLimit'>
  > = {},
): MasterTable {
  const key = options.key ?? 'id';
  const defaultSort = { column: key, order: 'asc' as const };
  return { label, key, columns, defaultSort, maxLimit: MAX_LIMIT, searchHint, ...options };
}
export const newestFirst = (column: string) => ({
  defaultSort: { column, order: 'desc' as const },
});
