import { errorResponse, idParams, messageResponse } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { defineRoutes, routeDocs } from '../../src/lib/route-docs';

describe('routeDocs', () => {
  const docs = routeDocs(['admin'], [401, 403]);

  it("declares the access, the module's tags and usual failures, and the checks", () => {
    expect(docs('superAdmin', 'Delete', { params: idParams, ok: messageResponse })).toEqual({
      config: { access: 'superAdmin' },
      schema: {
        tags: ['admin'],
        summary: 'Delete',
        params: idParams,
        response: { 200: messageResponse, 401: errorResponse, 403: errorResponse },
      },
    });
  });

  it('answers under another status, with failures instead of or besides the usual ones', () => {
    expect(
      docs('depot', 'Add', { ok: messageResponse, status: 201, also: [409] }).schema.response,
    ).toEqual({ 201: messageResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse });
    expect(docs('public', 'List', { ok: messageResponse, errors: [] }).schema.response).toEqual({
      200: messageResponse,
    });
  });

  it('keeps a whole route config where one is given', () => {
    const config = { access: 'public' as const, limits: [] };
    expect(docs(config, 'Log in', { ok: messageResponse }).config).toBe(config);
  });
});

describe('defineRoutes', () => {
  it("hands the module's routes the app, its docs and the registration options", async () => {
    const seen: unknown[] = [];
    const plugin = defineRoutes(['pos'], [401], (app, docs, options: { tileUrl: string }) => {
      seen.push(app, docs('depot', 'List', { ok: messageResponse }).schema, options);
    });
    const app = {} as Parameters<typeof plugin>[0];
    await plugin(app, { tileUrl: 'x' });
    expect(seen).toEqual([
      app,
      { tags: ['pos'], summary: 'List', response: { 200: messageResponse, 401: errorResponse } },
      { tileUrl: 'x' },
    ]);
  });
});
