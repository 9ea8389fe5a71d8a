import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { prepareDataDir } from './data-dir';

/** JWT_SECRET when set; otherwise one generated on first start and kept in DATA_DIR. */
export function resolveJwtSecret(secret: string | undefined, dataDir: string): string {
  if (secret) return secret;
  const dir = resolve(dataDir);
  const file = join(dir, 'jwt-secret');
  prepareDataDir(dir);
  let kept: string | undefined;
  try {
    kept = readFileSync(file, 'utf8').trim();
  } catch {
    kept = undefined;
  }
  if (kept !== undefined) {
    // A secret kept before files were made private: only this user may read it from now on.
    chmodSync(file, 0o600);
    return kept;
  }
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600, flag: 'wx' });
  return generated;
}
