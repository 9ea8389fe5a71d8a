import { messages } from '@depot/contract';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteLimit } from '../config/rate-limits';
import { HttpError } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Request limits of this route, each counted on its own (config/rate-limits.ts). */
    limits?: RouteLimit[];
  }
}

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Applies the `config.limits` a route declares: over a limit, 429 with Retry-After and the
 * Indonesian message. Off (`enabled: false`, RATE_LIMITS=false) only for benchmarks.
 */
export default fp(async (app: FastifyInstance, opts: { enabled: boolean }) => {
  if (!opts.enabled) return;
  await app.register(rateLimit, { global: false });
  // One counter per limit, shared by every route that declares it (the three report routes).
  const checks = new Map<RouteLimit, Check>();
  const checkOf = (limit: RouteLimit) => {
    let check = checks.get(limit);
    if (!check) {
      check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.windowMs,
        keyGenerator: (request) => limit.key(request) ?? '',
      });
      checks.set(limit, check);
    }
    return check;
  };

  const hookFor = (limit: RouteLimit) => {
    const check = checkOf(limit);
    return async (request: FastifyRequest) => {
      if (limit.key(request) === undefined) return;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds);
      throw new HttpError(429, messages.api.tooManyRequests(seconds), {
        'retry-after': String(seconds),
      });
    };
  };

  app.addHook('onRoute', (route) => {
    for (const limit of route.config?.limits ?? []) {
      const existing = route[limit.hook] ?? [];
      // The same handler shape serves both hooks: it reads the request and may throw.
      const hook = hookFor(limit) as onRequestHookHandler;
      route[limit.hook] = [...(Array.isArray(existing) ? existing : [existing]), hook];
    }
  });
});
