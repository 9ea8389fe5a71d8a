import { messages } from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError, isUniqueViolation } from '../../lib/http-error';
import { hashPassword } from '../../lib/secrets';
import * as repo from './accounts.repository';
import { recordAudit, type Actor } from '../audit';
import { endEmployeeSessions, forgetLoginFailures, updateAccount, usernameTaken } from '../auth';

/**
 * A super admin's changes to an account. Each one ends the account's tokens (its token version
 * goes up) and is written to the audit log in the same transaction. Depot data is keyed by the
 * account id, so a rename keeps every reading, sale and tracker with the depot.
 */

export { listAccounts } from './accounts.repository';

async function lockAccount(tx: Db, id: number) {
  const account = await repo.lockAccount(tx, id);
  if (!account) throw new HttpError(404, messages.accounts.notFound);
  return account;
}

/** Refuses to take away the last working super admin; call with the super-admin lock held. */
async function assertAnotherSuperAdmin(tx: Db, id: number) {
  if ((await repo.otherWorkingSuperAdmins(tx, id)) === 0) {
    throw new HttpError(409, messages.accounts.lastSuperAdmin);
  }
}

export async function renameAccount(db: Db, actor: Actor, id: number, newUsername: string) {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, id);
    if (account.username === newUsername) {
      throw new HttpError(400, messages.accounts.usernameUnchanged);
    }
    // Usernames are unique regardless of case: 'Depot1' for 'depot1' only changes the spelling.
    const caseOnly = account.username.toLowerCase() === newUsername.toLowerCase();
    if (!caseOnly && (await usernameTaken(tx, newUsername, { includePending: true }))) {
      throw new HttpError(409, messages.register.usernameTaken(newUsername));
    }
    try {
      await updateAccount(tx, id, { username: newUsername });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new HttpError(409, messages.register.usernameTaken(newUsername));
      }
      throw error;
    }
    await recordAudit(tx, actor, {
      action: 'account.rename',
      table: 'accounts',
      targetId: id,
      before: { username: account.username },
      after: { username: newUsername },
    });
    return { message: messages.accounts.renamed(newUsername) };
  });
}

export async function changeAccountPassword(db: Db, actor: Actor, id: number, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, id);
    await updateAccount(tx, id, { passwordHash });
    // A locked-out owner given a new password can log in with it at once.
    await forgetLoginFailures(tx, account.username);
    // The log says that the password changed; its value (masked anyway) never enters it.
    await recordAudit(tx, actor, {
      action: 'account.change_password',
      table: 'accounts',
      targetId: id,
      before: { username: account.username },
      after: { username: account.username, password_changed: true },
    });
    return { message: messages.accounts.passwordChanged };
  });
}

/**
 * Switches an account off (no login, its tokens refused, its data kept) or on again. A super
 * admin cannot switch off their own account (no lock-out by a slip of the finger), nor the last
 * working super admin. Setting the state it already has changes nothing.
 */
export async function setAccountDisabled(db: Db, actor: Actor, id: number, disabled: boolean) {
  return db.transaction(async (tx) => {
    await repo.lockSuperAdminSet(tx);
    const account = await lockAccount(tx, id);
    const { username } = account;
    const message = disabled
      ? messages.accounts.disabled(username)
      : messages.accounts.enabled(username);
    if (account.disabled === disabled) return { message };
    if (disabled && id === actor.id) throw new HttpError(409, messages.accounts.cannotDisableSelf);
    if (disabled && account.isSuperAdmin) await assertAnotherSuperAdmin(tx, id);
    await updateAccount(tx, id, { disabledAt: disabled ? new Date() : null });
    // Its employees' tokens end with it, not only while it is off.
    if (disabled) await endEmployeeSessions(tx, id);
    await recordAudit(tx, actor, {
      action: disabled ? 'account.disable' : 'account.enable',
      table: 'accounts',
      targetId: id,
      before: { username, disabled: account.disabled },
      after: { username, disabled },
    });
    return { message };
  });
}

/**
 * Grants or takes away the super-admin flag; used by the accounts master table. Runs inside the
 * caller's transaction, which also writes the audit entry for the whole row. Call it before
 * locking the account row yourself: it takes the super-admin lock first, as every such change does.
 */
export async function setSuperAdmin(tx: Db, id: number, isSuperAdmin: boolean) {
  await repo.lockSuperAdminSet(tx);
  const account = await lockAccount(tx, id);
  if (account.isSuperAdmin === isSuperAdmin) return;
  // A super admin works for no depot: an employee made one would hold both roles at once.
  if (isSuperAdmin && account.employerId !== null) {
    throw new HttpError(409, messages.accounts.employeeNotSuperAdmin);
  }
  if (!isSuperAdmin && !account.disabled) await assertAnotherSuperAdmin(tx, id);
  await updateAccount(tx, id, { isSuperAdmin });
}
