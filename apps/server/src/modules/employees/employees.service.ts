import {
  messages,
  type CreateEmployeeBody,
  type DepotItemParams,
  type Employee,
  type UpdateEmployeeBody,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError, isUniqueViolation } from '../../lib/http-error';
import { hashPassword } from '../../lib/secrets';
import {
  deleteAccount,
  forgetLoginFailures,
  insertAccount,
  updateAccount,
  usernameTaken,
  type AccountChange,
} from '../auth';
import { recordAudit, type Actor } from '../audit';
import { depotId } from '../depots';
import * as repo from './employees.repository';

/**
 * A depot owner's staff accounts. Every change is written to the audit log in its transaction,
 * with the caller (the owner, or a super admin acting for them) as the actor.
 */

const view = (row: repo.EmployeeRow): Employee => ({
  id: row.id,
  username: row.username,
  name: row.name,
  disabled: row.disabled,
  created_at: row.createdAt.toISOString(),
});

export async function listEmployees(db: Db, depot: string): Promise<Employee[]> {
  return (await repo.listEmployees(db, await depotId(db, depot))).map(view);
}

export async function createEmployee(
  db: Db,
  actor: Actor,
  depot: string,
  body: CreateEmployeeBody,
) {
  const employerId = await depotId(db, depot);
  const passwordHash = await hashPassword(body.password);
  const taken = () => new HttpError(409, messages.register.usernameTaken(body.username));
  try {
    return await db.transaction(async (tx) => {
      // Unique across the platform, pending registration requests included.
      if (await usernameTaken(tx, body.username, { includePending: true })) throw taken();
      const id = await insertAccount(tx, {
        employerId,
        username: body.username,
        name: body.name,
        passwordHash,
      });
      const row = await lockEmployee(tx, depot, id);
      await recordAudit(tx, actor, {
        action: 'employee.create',
        table: 'accounts',
        targetId: row.id,
        after: { username: row.username, name: row.name, employer: depot },
      });
      return { message: messages.employees.created(row.username), employee: view(row) };
    });
  } catch (error) {
    // Another request took the name between the check and the insert.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

async function lockEmployee(tx: Db, depot: string, id: number) {
  const row = await repo.lockEmployee(tx, await depotId(tx, depot), id);
  // Another depot's employee (or no account) is answered alike: ids are sequential.
  if (!row) throw new HttpError(404, messages.employees.notFound);
  return row;
}

function messageOf(body: UpdateEmployeeBody, row: repo.EmployeeRow) {
  const changes = [body.name, body.password, body.disabled].filter((v) => v !== undefined);
  if (changes.length > 1) return messages.employees.updated;
  if (body.name !== undefined) return messages.employees.renamed(row.name);
  if (body.password !== undefined) return messages.employees.passwordChanged;
  return row.disabled
    ? messages.employees.disabled(row.username)
    : messages.employees.enabled(row.username);
}

export async function updateEmployee(
  db: Db,
  actor: Actor,
  { username: depot, id }: DepotItemParams,
  body: UpdateEmployeeBody,
) {
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const before = await lockEmployee(tx, depot, id);
    // A new password or a switch-off ends their sessions; a rename leaves them alone.
    const change: AccountChange = {};
    if (body.name !== undefined) change.name = body.name;
    if (passwordHash !== undefined) change.passwordHash = passwordHash;
    if (body.disabled !== undefined && body.disabled !== before.disabled) {
      change.disabledAt = body.disabled ? new Date() : null;
    }
    await updateAccount(tx, id, change);
    const row = await lockEmployee(tx, depot, id);
    if (passwordHash !== undefined) await forgetLoginFailures(tx, row.username);
    await recordAudit(tx, actor, {
      action: 'employee.update',
      table: 'accounts',
      targetId: id,
      before: { username: before.username, name: before.name, disabled: before.disabled },
      after: {
        username: row.username,
        name: row.name,
        disabled: row.disabled,
        ...(passwordHash !== undefined && { password_changed: true }),
      },
    });
    return { message: messageOf(body, row), employee: view(row) };
  });
}

export async function removeEmployee(
  db: Db,
  actor: Actor,
  { username: depot, id }: DepotItemParams,
) {
  return db.transaction(async (tx) => {
    const row = await lockEmployee(tx, depot, id);
    await deleteAccount(tx, id);
    await recordAudit(tx, actor, {
      action: 'employee.delete',
      table: 'accounts',
      targetId: id,
      before: { username: row.username, name: row.name, employer: depot },
    });
    return { message: messages.employees.removed(row.username) };
  });
}
