import { messages } from '@depot/contract';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { sessionFromToken, type SessionAccount, type TokenClaims } from '../modules/auth';
import { canAccessDepot, isEmployee } from '../modules/depots';

/**
 * Who may call a route, declared beside it:
 * - `public`: anyone (login, register, health, public lists);
 * - `device`: a device, which the route authenticates itself with its key (ingestion);
 * - `depot`: a signed-in account; a `{username}` in the path or body must be the caller's depot
 *   (an employee's employer), except for a super admin, who reaches every depot;
 * - `owner`: as `depot`, but an employee is refused: the depot's owner (or a super admin) only;
 * - `superAdmin`: a signed-in super admin.
 */
export type RouteAccess = 'public' | 'device' | 'depot' | 'owner' | 'superAdmin';

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every API route with its declared access: what the tenant-matrix test iterates. */
    routeTable: RouteEntry[];
    /** Checks a request's bearer token and account again: a long-lived stream re-checks its own. */
    authenticate(request: FastifyRequest): Promise<SessionAccount>;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
  }
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');
/** The OpenAPI page's routes come from @fastify/swagger-ui, which takes no route config. */
const DOCS_PREFIX = '/api/docs';

function assertDepotAccess(account: SessionAccount, username: unknown) {
  if (typeof username === 'string' && !canAccessDepot(account, username)) {
    throw new HttpError(403, messages.api.forbidden);
  }
}

/**
 * Authorisation for the whole API in one place. An API route that declares no access cannot be
 * registered, so a route is never reachable by accident; pages and static files of the web app
 * (outside /api) are public.
 */
export default fp(async (app: FastifyInstance, opts: { secret: string; expiresIn: string }) => {
  await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: opts.expiresIn } });

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    if (!isApi(route.url)) return;
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, access: 'public' };
    const access = route.config?.access;
    if (!access) {
      throw new Error(`${String(route.method)} ${route.url} declares no config.access`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, access });
    }
  });

  async function authenticate(request: FastifyRequest) {
    let payload: unknown;
    try {
      payload = await request.jwtVerify();
    } catch {
      throw new HttpError(401, messages.api.unauthorized);
    }
    const account = await sessionFromToken(app.db, payload);
    if (!account) throw new HttpError(401, messages.api.unauthorized);
    request.account = account;
    return account;
  }

  app.decorate('authenticate', authenticate);

  app.addHook('onRequest', async (request) => {
    // Unmatched URLs fall through to the 404 handler.
    const url = request.routeOptions.url;
    if (url === undefined || !isApi(url)) return;
    const access = request.routeOptions.config.access;
    if (access === 'public' || access === 'device') return;
    if (access !== 'depot' && access !== 'owner' && access !== 'superAdmin') {
      throw new HttpError(403, messages.api.forbidden);
    }
    const account = await authenticate(request);
    if (access === 'superAdmin' && !account.isSuperAdmin) {
      throw new HttpError(403, messages.api.adminOnly);
    }
    if (access === 'owner' && isEmployee(account)) {
      throw new HttpError(403, messages.api.ownerOnly);
    }
    assertDepotAccess(account, (request.params as { username?: unknown } | undefined)?.username);
  });

  // Bodies are parsed after onRequest; a body naming a depot gets the same check.
  app.addHook('preValidation', async (request) => {
    if (!request.account) return;
    assertDepotAccess(request.account, (request.body as { username?: unknown } | null)?.username);
  });
});
