import { LONE_SURROGATE, MIN_PASSWORD_LENGTH, SINGLE_LINE_TEXT, USERNAME_PATTERN } from './common';
import { formatInteger, formatNumber } from './format';
import type { CellRule, SortOrder } from './master-tables';
import { messages } from './messages';
import { z } from './zod';

/** The calls of the master-data screen: one page of a table, one row's edit, each cell's check. */

export const DEFAULT_PAGE_SIZE = 50;
export const PAGE_SIZES = [10, 25, 50, 100, 200] as const;
/** Deeper pages cost a scan of every row before them; the screen offers search and reversing. */
export const MAX_OFFSET = 10_000;
export const MAX_SEARCH_LENGTH = 100;
const offsetMessage = messages.tables.badOffset(formatInteger(MAX_OFFSET));

/** A row as the list answers it: flags as 1/0, times as ISO-8601, JSON as is. */
export type MasterRow = Record<string, unknown>;

/** `GET /api/superadmin/tables/{endpoint}`; `_sort` and `_limit` are checked per table. */
export const masterTableQuery = z.object({
  _limit: z.coerce.number().int().min(1).max(1000).optional(),
  _offset: z.coerce
    .number()
    .refine((n) => Number.isInteger(n) && n >= 0 && n <= MAX_OFFSET, offsetMessage)
    .optional(),
  _sort: z.string().max(64).optional(),
  _order: z
    .string()
    .transform((order) => order.toLowerCase())
    .refine((order) => order === 'asc' || order === 'desc', messages.tables.badOrder)
    .transform((order) => order as SortOrder)
    .optional(),
  _q: z
    .string()
    .max(MAX_SEARCH_LENGTH)
    .refine((q) => SINGLE_LINE_TEXT.test(q), messages.api.controlCharacters)
    .optional(),
});
export type MasterTableQuery = z.infer<typeof masterTableQuery>;

export const masterTableParams = z.strictObject({ endpoint: z.string().max(64) });
export const masterRowParams = z.strictObject({
  endpoint: z.string().max(64),
  id: z.string().max(64),
});
/** The edited columns of one row; each is checked against its table's rule by `parseCell`. */
export const masterRowUpdate = z.record(z.string().max(64), z.unknown());

function rangeText(rule: Extract<CellRule, { kind: 'number' }>) {
  const low =
    rule.above !== undefined ? `lebih dari ${formatNumber(rule.above)}` : formatNumber(rule.min!);
  return rule.above !== undefined
    ? `${low} dan paling besar ${formatNumber(rule.max)}`
    : `antara ${low} dan ${formatNumber(rule.max)}`;
}

export type ParsedCell = { value: unknown } | { skip: true } | { error: string };

/**
 * One edited value, checked as the spec sends it: numbers as JSON numbers, flags as 1/0 (or
 * true/false), text without control characters; an empty password is skipped.
 */
export function parseCell(column: string, rule: CellRule, value: unknown): ParsedCell {
  const m = messages.tables;
  switch (rule.kind) {
    case 'flag':
      if (value === 1 || value === true) return { value: true };
      if (value === 0 || value === false) return { value: false };
      return { error: m.notFlag(column) };
    case 'number': {
      if (value === null && rule.nullable) return { value: null };
      if (typeof value !== 'number' || !Number.isFinite(value))
        return { error: m.notNumber(column) };
      if (rule.integer && !Number.isInteger(value)) return { error: m.notInteger(column) };
      const low = rule.above !== undefined ? value > rule.above : value >= (rule.min ?? -Infinity);
      if (!low || value > rule.max) return { error: m.range(column, rangeText(rule)) };
      return { value };
    }
    case 'enum':
      return typeof value === 'string' && rule.values.includes(value)
        ? { value }
        : { error: m.oneOf(column, rule.values) };
    case 'password': {
      if (value === '' || value === null || value === undefined) return { skip: true };
      if (typeof value !== 'string') return { error: m.notText(column) };
      if (!SINGLE_LINE_TEXT.test(value)) return { error: messages.api.controlCharacters };
      if (LONE_SURROGATE.test(value)) return { error: messages.api.invalidText };
      if (value.length < MIN_PASSWORD_LENGTH || value.length > 200) {
        return { error: messages.accounts.passwordInvalid };
      }
      return { value };
    }
    case 'text': {
      if (value === null && rule.nullable) return { value: null };
      if (typeof value !== 'string') return { error: m.notText(column) };
      if (!SINGLE_LINE_TEXT.test(value)) return { error: messages.api.controlCharacters };
      if (LONE_SURROGATE.test(value)) return { error: messages.api.invalidText };
      const trimmed = value.trim();
      if (trimmed === '') return rule.nullable ? { value: null } : { error: m.required(column) };
      if (trimmed.length > rule.max) return { error: m.tooLong(column, rule.max) };
      if (rule.username && !USERNAME_PATTERN.test(trimmed)) {
        return { error: messages.register.usernameFormat };
      }
      return { value: trimmed };
    }
  }
}
