import type { FastifyContextConfig, FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withErrors, type ErrorStatus } from './route-errors';

type Access = NonNullable<FastifyContextConfig['access']>;

/** What a route validates and documents besides its tags, summary and answers. */
interface Checks {
  params?: unknown;
  querystring?: unknown;
  headers?: unknown;
  body?: unknown;
  /** `[]` on a public route: no token shown in the OpenAPI page. */
  security?: readonly Record<string, readonly string[]>[];
}

/** The success answer (under `status`, 200 unless named) and the failures beside it. */
interface Answers<R, C extends number, X extends ErrorStatus, Y extends ErrorStatus> {
  ok: R;
  status?: C;
  /** Instead of the module's usual failures. */
  errors?: readonly X[];
  /** Besides the module's usual failures. */
  also?: readonly Y[];
}

/**
 * A module's way to declare a route's options: its OpenAPI tags and usual failures once, then per
 * route who may call it, a summary and the zod schemas, which the type provider still reads:
 * `const docs = routeDocs(['pos'], [401, 403]);`
 * `app.get('/api/x/:username', docs('depot', 'Summary', { params, ok: answer }), handler)`.
 * `access` is the whole route config where a route needs more (rate limits).
 */
export function routeDocs<E extends ErrorStatus = never>(tags: string[], usual: readonly E[] = []) {
  return <
    S extends Checks,
    R,
    C extends number = 200,
    X extends ErrorStatus = E,
    Y extends ErrorStatus = never,
  >(
    access: Access | (FastifyContextConfig & { access: Access }),
    summary: string,
    { ok, status, errors, also, ...checks }: S & Answers<R, C, X, Y>,
  ) => ({
    config: typeof access === 'string' ? { access } : access,
    schema: {
      tags,
      summary,
      ...checks,
      response: withErrors(
        { [status ?? 200]: ok } as { [K in C]: R },
        ...([...(errors ?? usual), ...(also ?? [])] as (X | Y)[]),
      ),
    },
  });
}

/** The app a route plugin registers its routes on, typed by the zod provider. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A module's route plugin with its OpenAPI tags and usual failures named once:
 * `export default defineRoutes(['pos'], [401, 403], (app, docs) => { app.get(…, docs(…), …) });`
 * `docs` is `routeDocs(tags, usual)`; `options` are the plugin's registration options.
 */
export function defineRoutes<
  E extends ErrorStatus = never,
  O extends FastifyPluginOptions = Record<never, never>,
>(
  tags: string[],
  usual: readonly E[],
  register: (
    app: ZodApp,
    docs: ReturnType<typeof routeDocs<E>>,
    options: O,
  ) => void | Promise<void>,
): FastifyPluginAsyncZod<O> {
  const docs = routeDocs(tags, usual);
  return async (app, options) => {
    await register(app, docs, options);
  };
}
