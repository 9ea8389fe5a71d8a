import { SettingsError } from '../../config/env';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/secrets';
import * as repo from './auth.repository';
import { insertAccount } from './accounts.repository';

export interface AdminCredentials {
  username: string;
  password: string;
}

export async function hasSuperAdmin(db: Db): Promise<boolean> {
  return (await repo.countSuperAdmins(db)) > 0;
}

export class NoSuchSuperAdminError extends Error {}

/**
 * Gives a super admin a new password. Every token of the account stops at once and its failed
 * logins are forgotten, so the new password works right away. Returns the stored username.
 */
export async function resetSuperAdminPassword(
  db: Db,
  username: string,
  password: string,
): Promise<string> {
  const account = await repo.findAccountByUsername(db, username);
  if (!account?.isSuperAdmin) {
    throw new NoSuchSuperAdminError(`No super admin is named "${username}".`);
  }
  await repo.setPassword(db, account.id, await hashPassword(password));
  return account.username;
}

/**
 * At start: on a database that had no super admin (`hadSuperAdmin`, measured before the demo is
 * seeded, so the demo's own admin does not count), creates one from ADMIN_USERNAME and
 * ADMIN_PASSWORD. Returns the line the start prints about it, if any: what was done, that the
 * settings were ignored, or how to create the first super admin when there is none.
 */
export async function ensureFirstAdmin(
  db: Db,
  admin: AdminCredentials | undefined,
  hadSuperAdmin: boolean,
): Promise<string | undefined> {
  if (!admin) {
    return (await hasSuperAdmin(db))
      ? undefined
      : 'No super admin yet: start once with ADMIN_USERNAME and ADMIN_PASSWORD set to create one (README, "First super admin").';
  }
  if (hadSuperAdmin) {
    return 'ADMIN_USERNAME and ADMIN_PASSWORD ignored: the database already has a super admin (npm run admin:reset-password -- <username> changes a password).';
  }
  const existing = await repo.findAccountByUsername(db, admin.username);
  if (existing && !existing.isSuperAdmin) {
    throw new SettingsError(
      `Invalid setting(s), fix and start again:\n  ADMIN_USERNAME=${JSON.stringify(admin.username)}: a depot account already has this username; choose another`,
    );
  }
  if (existing) {
    // The demo seeded at this same start took the name: it becomes the admin asked for.
    await resetSuperAdminPassword(db, existing.username, admin.password);
  } else {
    await insertAccount(db, {
      username: admin.username,
      passwordHash: await hashPassword(admin.password),
      isSuperAdmin: true,
    });
  }
  return `Super admin "${admin.username}" created from ADMIN_USERNAME and ADMIN_PASSWORD; these are not read again.`;
}
