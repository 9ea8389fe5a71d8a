import {
  editableColumns,
  isMasterTable,
  MASTER_TABLES,
  messages,
  parseCell,
  SENSOR_ID_PATTERN,
  type MasterTableName,
  type MasterTableQuery,
} from '@depot/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkViolated, HttpError } from '../../lib/http-error';
import { changeAccountPassword, renameAccount, setSuperAdmin } from './accounts.service';
import { recordAudit, type Actor } from '../audit';
import { TABLES, type TableSql } from './tables.definitions';
import * as repo from './tables.repository';

const bad = (message: string) => new HttpError(400, message);

function tableOf(endpoint: string): { name: MasterTableName; def: TableSql } {
  if (!isMasterTable(endpoint)) throw bad(messages.tables.unknownTable(endpoint));
  return { name: endpoint, def: TABLES[endpoint] };
}

/** `%text%` for ILIKE, the text's own %, _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export async function listRows(db: Db, endpoint: string, query: MasterTableQuery) {
  const { name, def } = tableOf(endpoint);
  const spec = MASTER_TABLES[name];
  const whole = query._limit === undefined && spec.wholeWithoutLimit === true;
  const limit = whole ? null : (query._limit ?? 50);
  if (limit !== null && limit > spec.maxLimit) throw bad(messages.tables.badLimit(spec.maxLimit));
  const sortColumn = query._sort ?? spec.defaultSort.column;
  const sort = Object.hasOwn(def.sort, sortColumn) ? def.sort[sortColumn] : undefined;
  if (!sort) throw bad(messages.tables.unknownSort(sortColumn));
  const order = query._order ?? (query._sort ? 'asc' : spec.defaultSort.order);
  const text = query._q?.trim();
  const where = text ? await def.search(db, containsPattern(text)) : sql`true`;
  const rows = await repo.page(db, def, { where, sort, order, limit, offset: query._offset ?? 0 });
  const total = await repo.count(db, def, where);
  return { rows, ...total };
}

/** One row by its key, as the table's list answers it (empty when there is none). */
export function findRow(db: Db, endpoint: MasterTableName, key: string | number) {
  const def = TABLES[endpoint];
  const column = sql`t.${sql.identifier(def.key.column)}`;
  return repo.page(db, def, {
    where: sql`${column} = ${key}`,
    sort: column,
    order: 'asc',
    limit: 1,
    offset: 0,
  });
}

function parseId(def: TableSql, raw: string): string | number {
  if (def.key.kind === 'slug') {
    if (!SENSOR_ID_PATTERN.test(raw)) throw bad(messages.tables.badId);
    return raw;
  }
  const max = def.key.kind === 'int4' ? 2_147_483_647 : Number.MAX_SAFE_INTEGER;
  const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= max)) throw bad(messages.tables.badId);
  return id;
}

/** The body's columns checked against the table's editable ones; an empty password drops out. */
function parseChanges(name: MasterTableName, body: Record<string, unknown>) {
  const rules = new Map(editableColumns(name).map((c) => [c.name, c.edit!]));
  if (rules.size === 0) throw bad(messages.tables.readOnly(name));
  const changes: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(body)) {
    const rule = rules.get(column);
    if (!rule) throw bad(messages.tables.unknownColumn(column));
    const parsed = parseCell(column, rule, value);
    if ('error' in parsed) throw bad(parsed.error);
    if ('value' in parsed) changes[column] = parsed.value;
  }
  if (Object.keys(changes).length === 0) throw bad(messages.tables.nothingToUpdate);
  return changes;
}

/**
 * Account columns with rules of their own: a rename and a password change end the account's
 * tokens, and the last super admin cannot be demoted (accounts.service.ts).
 */
async function applyAccountRules(
  tx: Db,
  actor: Actor,
  id: number,
  before: Record<string, unknown>,
  changes: Record<string, unknown>,
) {
  const { username, password, is_super_admin: isSuperAdmin, ...rest } = changes;
  if (typeof isSuperAdmin === 'boolean') await setSuperAdmin(tx, id, isSuperAdmin);
  if (typeof username === 'string' && username !== before.username) {
    await renameAccount(tx, actor, id, username);
  }
  if (typeof password === 'string') await changeAccountPassword(tx, actor, id, password);
  return rest;
}

/** Writes the edited columns of one row and its audit entry in one transaction. */
export async function updateRow(
  db: Db,
  actor: Actor,
  endpoint: string,
  rawId: string,
  body: Record<string, unknown>,
) {
  const { name, def } = tableOf(endpoint);
  const id = parseId(def, rawId);
  const changes = parseChanges(name, body);
  const readable = Object.keys(changes).filter((column) => column !== 'password');
  await db.transaction(async (tx) => {
    const before = await repo.lockRow(tx, def, id, readable);
    if (!before) throw new HttpError(404, messages.tables.notFound);
    const plainColumns =
      name === 'accounts'
        ? await applyAccountRules(tx, actor, Number(id), before, changes)
        : changes;
    await repo.updateRow(tx, def, id, plainColumns).catch((error: unknown) => {
      const broken = def.checks?.[checkViolated(error) ?? ''];
      throw broken ? bad(broken) : error;
    });
    // The log names a changed password; its value is masked (audit.ts).
    const password = 'password' in changes;
    await recordAudit(tx, actor, {
      action: 'table.update',
      table: name,
      targetId: id,
      before: { ...before, ...(password && { password: 'old' }) },
      after: {
        ...Object.fromEntries(readable.map((c) => [c, changes[c]])),
        ...(password && { password: 'new' }),
      },
    });
  });
  return { message: messages.tables.updated };
}
