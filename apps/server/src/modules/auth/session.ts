import { randomUUID } from 'node:crypto';
import { z } from '@depot/contract';
import type { Db } from '../../db/client';
import * as repo from './auth.repository';

/** What a token says: the account, the token version it was issued under, and its own id. */
export interface TokenClaims {
  sub: string;
  jti: string;
  ver: number;
}

/** A token the signature check passed, as this server issues them (older ones lack jti and ver). */
const issuedToken = z.object({
  sub: z.string().regex(/^[1-9]\d{0,8}$/),
  jti: z.string().min(1).max(64),
  ver: z.number().int().min(0).max(2_147_483_647),
  exp: z.number(),
});

export function tokenClaims(account: { accountId: number; tokenVersion: number }): TokenClaims {
  return { sub: String(account.accountId), jti: randomUUID(), ver: account.tokenVersion };
}

/**
 * The account of a verified token's payload, or undefined when the token no longer opens it
 * (logged out, password changed, account disabled or removed, or not one of ours).
 */
export async function sessionFromToken(db: Db, payload: unknown) {
  const token = issuedToken.safeParse(payload);
  if (!token.success) return undefined;
  const { sub, ver, jti } = token.data;
  return repo.findSession(db, { accountId: Number(sub), version: ver, jti });
}

/** Ends the token of this request: it is refused from now until it expires. */
export async function logout(db: Db, accountId: number, payload: unknown) {
  const { jti, exp } = issuedToken.parse(payload);
  await repo.revokeToken(db, accountId, jti, new Date(exp * 1000));
}
