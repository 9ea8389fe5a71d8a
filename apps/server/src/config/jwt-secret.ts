import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** JWT_SECRET when set; otherwise one generated on first start and kept in DATA_DIR. */
export function resolveJwtSecret(secret: string | undefined, dataDir: string): string {
  if (secret) return secret;
  const dir = resolve(dataDir);
  const file = join(dir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dir, { recursive: true });
    const generated = randomBytes(48).toString('base64url');
    writeFileSync(file, generated, { mode: 0o600, flag: 'wx' });
    return generated;
  }
}
