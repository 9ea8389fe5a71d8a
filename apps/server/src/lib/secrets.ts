import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 };

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, SCRYPT.keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** A slow, salted hash: `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT);
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to verify against when the account does not exist, so both paths cost the same. */
export const DECOY_PASSWORD_HASH = await hashPassword(randomBytes(12).toString('hex'));

/**
 * Device keys are checked on every reading, so they are long random tokens stored as a plain
 * SHA-256: as strong as a slow hash for 256 random bits, and cheap enough for ingestion.
 */
export function newDeviceKey(): string {
  return randomBytes(32).toString('base64url');
}

export function hashDeviceKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
