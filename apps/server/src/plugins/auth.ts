import { messages } from '@depot/contract';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import {
  canAccessDepot,
  sessionFromToken,
  type SessionAccount,
  type TokenClaims,
} from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token (login, register, health, public lists, device ingestion). */
    public?: boolean;
  }
  interface FastifyRequest {
    account?: SessionAccount;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
  }
}

const ADMIN_PREFIXES = ['/api/admin/', '/api/superadmin/'];

function isOpen(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  // Unmatched URLs fall through to the 404 handler; static files and docs need no token.
  return (
    route === undefined ||
    !route.startsWith('/api/') ||
    route.startsWith('/api/docs') ||
    request.routeOptions.config.public === true
  );
}

function assertDepotAccess(account: SessionAccount, username: unknown) {
  if (typeof username === 'string' && !canAccessDepot(account, username)) {
    throw new HttpError(403, messages.api.forbidden);
  }
}

/**
 * Authorisation for the whole API in one place: a valid token on every non-public call, super
 * admin for admin paths, and a `{username}` in the path or body must be the caller's depot.
 */
export default fp(async (app: FastifyInstance, opts: { secret: string; expiresIn: string }) => {
  await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: opts.expiresIn } });

  app.addHook('onRequest', async (request) => {
    if (isOpen(request)) return;
    let payload: unknown;
    try {
      payload = await request.jwtVerify();
    } catch {
      throw new HttpError(401, messages.api.unauthorized);
    }
    const account = await sessionFromToken(app.db, payload);
    if (!account) throw new HttpError(401, messages.api.unauthorized);
    request.account = account;
    const route = request.routeOptions.url ?? '';
    if (ADMIN_PREFIXES.some((p) => route.startsWith(p)) && !account.isSuperAdmin) {
      throw new HttpError(403, messages.api.adminOnly);
    }
    assertDepotAccess(account, (request.params as { username?: unknown } | undefined)?.username);
  });

  // Bodies are parsed after onRequest; a body naming a depot gets the same check.
  app.addHook('preValidation', async (request) => {
    if (!request.account) return;
    assertDepotAccess(request.account, (request.body as { username?: unknown } | null)?.username);
  });
});
