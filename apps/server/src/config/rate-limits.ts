import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * A request limit a route declares in `config.limits`. Counts live in the process's memory: with
 * several server processes each counts its own share. The login lockout (auth.service) is kept
 * in the database and holds across processes.
 */
export interface RouteLimit {
  /** Requests allowed per key inside the window; the next ones get 429 with Retry-After. */
  max: number;
  windowMs: number;
  /**
   * `onRequest` counts before the body is read (cheap refusals); `preHandler` counts after the
   * token and the body are checked, for keys that need the account or a body field.
   */
  hook: 'onRequest' | 'preHandler';
  /** What is counted; undefined counts nothing. */
  key: (request: FastifyRequest) => string | undefined;
}

const MINUTE = 60_000;

/** An IPv6 client is counted by its /64: one line of a home or phone network gets the whole range. */
const address = (request: FastifyRequest) => normalizeIP(request.ip);

/**
 * 30 logins a minute from one address. Every attempt costs a scrypt hash (tens of ms of CPU); a
 * depot's staff behind one shared address never log in this often, a guessing script soon does.
 * Failed attempts are also capped per address in the database (LOGIN_MAX_ADDRESS_FAILURES), and
 * slowed per account there (auth.service): no limit here counts per username, as one would let
 * anyone lock an account's owner out.
 */
export const LOGIN_PER_ADDRESS: RouteLimit = {
  max: 30,
  windowMs: MINUTE,
  hook: 'onRequest',
  key: (request) => `login:${address(request)}`,
};

/**
 * 10 registration requests an hour from one address. A depot registers once, with a few retries
 * after a refused form; each request hashes a password (scrypt), and 30 arrived in 1.7 s.
 */
export const REGISTER_PER_ADDRESS: RouteLimit = {
  max: 10,
  windowMs: 60 * MINUTE,
  hook: 'onRequest',
  key: (request) => `register:${address(request)}`,
};

/**
 * 600 HTTP ingest requests a minute per sensor id and address (10 a second). A device sends every
 * few seconds and may batch many readings in one request, so only a runaway loop or a flood
 * reaches this; other sensors behind the same address keep their own count.
 */
export const INGEST_PER_SENSOR: RouteLimit = {
  max: 600,
  windowMs: MINUTE,
  hook: 'onRequest',
  key: (request) => {
    const sensorId = (request.params as { sensorId?: unknown } | undefined)?.sensorId;
    return `ingest:${String(sensorId)}:${address(request)}`;
  },
};

/** The tracker key an OsmAnd request names: in the address, a form body, or Traccar Client JSON. */
function osmandKey(request: FastifyRequest): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | null | undefined;
  const fromBody = typeof body === 'object' && body !== null ? body : undefined;
  const id =
    query?.id ?? query?.deviceid ?? fromBody?.device_id ?? fromBody?.id ?? fromBody?.deviceid;
  // A repeated parameter counts by its first value, as the route reads it.
  return Array.isArray(id) ? id[0] : id;
}

/**
 * The OsmAnd protocol names a tracker by its key, so the limit is per key (hashed: a limiter's
 * keys are no place for secrets), wherever the key came from and from any address: trackers
 * behind one depot Wi-Fi, or one mobile carrier's shared address, each have their own count.
 * Counted once the body is read, since a form or JSON carries the key there. Traccar Client
 * sends one fix every few seconds at most, or a burst of its buffer after a dead zone; 600 a
 * minute leaves room for both.
 */
export const OSMAND_PER_TRACKER: RouteLimit = {
  max: 600,
  windowMs: MINUTE,
  hook: 'preHandler',
  key: (request) => {
    const id = osmandKey(request);
    return typeof id === 'string'
      ? `osmand:${createHash('sha256').update(id).digest('hex')}`
      : undefined;
  },
};

/**
 * A ceiling for everything one address sends to /api/osmand, whatever the keys (a guesser tries
 * many): ten trackers' worth of the per-key limit, so a depot's or a carrier's shared address
 * never reaches it in honest use.
 */
export const OSMAND_PER_ADDRESS: RouteLimit = {
  max: 6000,
  windowMs: MINUTE,
  hook: 'onRequest',
  key: (request) => `osmand-address:${address(request)}`,
};

/**
 * 120 report requests a minute per account. The dashboard polls three reports a minute per open
 * tab; a person paging through months adds a few a second. This leaves room for ten tabs and
 * quick clicking while one account cannot keep the database busy with aggregations.
 */
export const REPORTS_PER_ACCOUNT: RouteLimit = {
  max: 120,
  windowMs: MINUTE,
  hook: 'preHandler',
  key: (request) => (request.account ? `reports:${request.account.id}` : undefined),
};

/**
 * 120 history or summary requests a minute per account. The map asks for both at once when a
 * range is shown or a bike picked; a long range reads many positions, so one account cannot keep
 * the database busy with them.
 */
export const TRACKER_RANGES_PER_ACCOUNT: RouteLimit = {
  max: 120,
  windowMs: MINUTE,
  hook: 'preHandler',
  key: (request) => (request.account ? `tracker-ranges:${request.account.id}` : undefined),
};
