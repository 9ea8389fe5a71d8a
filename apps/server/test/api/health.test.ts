import type * as FastifyModule from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../use-test-app';

/** Every route the app registers, as "METHOD /path", recorded while the app is built. */
const registered = vi.hoisted(() => new Set<string>());

// The app's own Fastify instance, with a hook that records each route as it is added, so the
// test below compares the OpenAPI document with what the server really answers.
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof FastifyModule>();
  const withRouteLog = ((options?: Parameters<typeof original.default>[0]) => {
    const app = original.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: withRouteLog };
});

const t = useTestApp();

describe('GET /api/health', () => {
  it('answers ok without a token once migrations ran', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

interface Operation {
  summary?: string;
  responses?: Record<string, { content?: unknown }>;
}

describe('GET /api/docs', () => {
  it('documents every route the server registers, and no other', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, Operation>> }>();
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // HEAD answers come with every GET; /api/docs is the documentation page itself.
    const routes = [...registered]
      .filter((route) => !route.startsWith('HEAD ') && !/^\S+ \/api\/docs(\/|$)/.test(route))
      .map((route) => route.replace(/:(\w+)/g, '{$1}'));
    expect(documented.sort()).toEqual(routes.sort());
  });

  it('gives every operation a summary and the schema of its success answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, name).toMatch(/\S/);
        const success = Object.entries(operation.responses ?? {}).filter(([status]) =>
          status.startsWith('2'),
        );
        expect(success.length, name).toBe(1);
        expect(success[0]?.[1].content, name).toBeDefined();
      }
    }
  });
});
