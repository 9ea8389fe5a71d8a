import { messages } from '@depot/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, loginFailures } from '../../db/schema';
import { HttpError, isUniqueViolation } from '../../lib/http-error';
import { hashPassword } from '../../lib/secrets';
import { recordAudit, type Actor } from './audit';
import { usernameTaken } from './registration.repository';

/**
 * A super admin's changes to an account. Each one ends the account's tokens (its token version
 * goes up) and is written to the audit log in the same transaction. Depot data is keyed by the
 * account id, so a rename keeps every reading, sale and tracker with the depot.
 */

async function lockAccount(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: accounts.id,
      username: accounts.username,
      isSuperAdmin: accounts.isSuperAdmin,
      disabled: sql<boolean>`${accounts.disabledAt} is not null`,
    })
    .from(accounts)
    .where(eq(accounts.id, id))
    .for('update');
  if (!row) throw new HttpError(404, messages.accounts.notFound);
  return row;
}

/**
 * Refuses to take away the last working super admin. The super admins' rows are locked first, so
 * two admins demoting each other at once cannot both succeed.
 */
async function assertAnotherSuperAdmin(tx: Db, id: number) {
  const others = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.isSuperAdmin, true), isNull(accounts.disabledAt), ne(accounts.id, id)))
    .for('update');
  if (others.length === 0) throw new HttpError(409, messages.accounts.lastSuperAdmin);
}

const endTokens = { tokenVersion: sql`${accounts.tokenVersion} + 1` };

export async function renameAccount(db: Db, actor: Actor, id: number, newUsername: string) {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, id);
    if (account.username === newUsername) {
      throw new HttpError(400, messages.accounts.usernameUnchanged);
    }
    const caseOnly = account.username.toLowerCase() === newUsername.toLowerCase();
    if (!caseOnly && (await usernameTaken(tx, newUsername, { includePending: true }))) {
      throw new HttpError(409, messages.register.usernameTaken(newUsername));
    }
    try {
      await tx
        .update(accounts)
        .set({ username: newUsername, ...endTokens })
        .where(eq(accounts.id, id));
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
    await tx
      .update(accounts)
      .set({ passwordHash, ...endTokens })
      .where(eq(accounts.id, id));
    await tx
      .delete(loginFailures)
      .where(eq(loginFailures.username, account.username.toLowerCase()));
    await recordAudit(tx, actor, {
      action: 'account.change_password',
      table: 'accounts',
      targetId: id,
      before: { password: 'old' },
      after: { password: 'new' },
    });
    return { message: messages.accounts.passwordChanged };
  });
}

export async function setAccountDisabled(db: Db, actor: Actor, id: number, disabled: boolean) {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, id);
    if (disabled && account.isSuperAdmin && !account.disabled) {
      await assertAnotherSuperAdmin(tx, id);
    }
    await tx
      .update(accounts)
      .set({ disabledAt: disabled ? new Date() : null, ...endTokens })
      .where(eq(accounts.id, id));
    await recordAudit(tx, actor, {
      action: disabled ? 'account.disable' : 'account.enable',
      table: 'accounts',
      targetId: id,
      before: { disabled: account.disabled },
      after: { disabled },
    });
    const { username } = account;
    return {
      message: disabled
        ? messages.accounts.disabled(username)
        : messages.accounts.enabled(username),
    };
  });
}

/**
 * Grants or takes away the super-admin flag; used by the accounts master table. Runs inside the
 * caller's transaction, which also writes the audit entry for the whole row.
 */
export async function setSuperAdmin(tx: Db, id: number, isSuperAdmin: boolean) {
  const account = await lockAccount(tx, id);
  if (account.isSuperAdmin === isSuperAdmin) return;
  if (!isSuperAdmin && !account.disabled) await assertAnotherSuperAdmin(tx, id);
  await tx
    .update(accounts)
    .set({ isSuperAdmin, ...endTokens })
    .where(eq(accounts.id, id));
}
