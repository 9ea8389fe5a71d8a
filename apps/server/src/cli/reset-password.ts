// npm run admin:reset-password -- <username>
// Gives a super admin a new password, read from ADMIN_PASSWORD or typed (twice, not shown), on
// the database the server uses (DATABASE_URL, or PGlite in DATA_DIR: stop the server first, as
// PGlite's files take one process at a time). Every token of that account stops working.
import { adminPasswordSchema, loadSettings, SettingsError } from '../config/env';
import { openDatabase } from '../db/client';
import { NoSuchSuperAdminError, resetSuperAdminPassword } from '../modules/auth';
import { readHidden } from './read-hidden';

class UsageError extends Error {}

async function newPassword(fromEnv: string | undefined): Promise<string> {
  let password = fromEnv;
  if (!password) {
    if (!process.stdin.isTTY) {
      throw new UsageError('Set ADMIN_PASSWORD, or run the command in a terminal to type it.');
    }
    password = await readHidden('New password: ');
    if ((await readHidden('Type it again: ')) !== password) {
      throw new UsageError('The two passwords differ; nothing was changed.');
    }
  }
  const checked = adminPasswordSchema.safeParse(password);
  if (!checked.success) {
    throw new UsageError(`The new password ${checked.error.issues[0]?.message ?? 'is invalid'}.`);
  }
  return checked.data;
}

async function main() {
  const [username, ...extra] = process.argv.slice(2);
  if (!username || extra.length > 0) {
    throw new UsageError('Usage: npm run admin:reset-password -- <username>');
  }
  // The password is this command's input, not the first-admin setting the server reads.
  const { ADMIN_PASSWORD, ADMIN_USERNAME: _, ...env } = process.env;
  const settings = loadSettings(env);
  const password = await newPassword(ADMIN_PASSWORD);
  const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  try {
    await database.migrate();
    const stored = await resetSuperAdminPassword(database.db, username, password);
    // A command's answer to the person who ran it, not a log line.
    process.stdout.write(
      `New password set for super admin "${stored}"; its earlier sessions have ended.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof SettingsError ||
    error instanceof NoSuchSuperAdminError;
  process.stderr.write(`${known && error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
