import { describe, expect, it } from 'vitest';
import { useTestApp } from '../use-test-app';

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
    // The app's route table, filled by its onRoute hook: every route under /api (the app has no
    // other without a web build), HEAD left out. /api/docs is the documentation page itself.
    const routes = t.app.routeTable
      .filter((route) => !/^\/api\/docs(\/|$)/.test(route.url))
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
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
