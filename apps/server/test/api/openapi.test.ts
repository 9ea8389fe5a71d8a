import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { messages } from '@depot/contract';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}
interface Document {
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
}

const t = useTestApp();
let doc: Document;
beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
});

/** "METHOD /path" of every operation, with the security requirement that applies to it. */
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      security: operation.security ?? doc.security ?? [],
    })),
  );
const schemes = (security: Record<string, string[]>[]) => security.flatMap((s) => Object.keys(s));

describe('GET /api/docs/json', () => {
  it('is a valid OpenAPI document', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('asks a bearer token of signed-in routes only; ingestion takes the device key', () => {
    const without = operations().filter((o) => !schemes(o.security).includes('bearer'));
    expect(without.map((o) => `${o.name} ${schemes(o.security).join(',')}`).sort()).toEqual([
      'GET /api/health ',
      'GET /api/osmand ',
      'GET /api/public/depot-public ',
      'GET /api/public/map-config ',
      'GET /api/public/testimonials ',
      'POST /api/auth/login ',
      'POST /api/auth/register ',
      'POST /api/ingest/{sensorId} deviceKey',
      'POST /api/osmand ',
    ]);
    // The same from the routes' own declarations: a route that is not public or a device's
    // asks for the bearer token and nothing else.
    const access = new Map(
      t.app.routeTable.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r.access]),
    );
    for (const o of operations()) {
      const declared = access.get(o.name);
      expect(declared, o.name).toBeDefined();
      if (declared !== 'public' && declared !== 'device') {
        expect(o.security, o.name).toEqual([{ bearer: [] }]);
      }
    }
  });

  it("describes /api/osmand's parameters and its form and JSON bodies", () => {
    const { get, post } = doc.paths['/api/osmand'] ?? {};
    const names = (o?: Operation) => o?.parameters?.map((p) => `${p.in}:${p.name}`) ?? [];
    const query = ['id', 'deviceid', 'lat', 'lon', 'location', 'timestamp', 'speed', 'bearing'];
    for (const name of query) {
      expect(names(get), name).toContain(`query:${name}`);
      expect(names(post), name).toContain(`query:${name}`);
    }
    const content = post?.requestBody?.content ?? {};
    expect(Object.keys(content).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    expect(Object.keys(content['application/json']?.schema.properties ?? {})).toEqual([
      'device_id',
      'location',
    ]);
    expect(
      Object.keys(content['application/x-www-form-urlencoded']?.schema.properties ?? {}),
    ).toEqual(expect.arrayContaining(query));
  });
});

/** A client module as a user of the API writes it against the generated types. */
const clientSource = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function threeCalls(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  const login = await client.POST('/api/auth/login', {
    body: { username: '${DEMO.owner.username}', password: '${DEMO.owner.password}' },
  });
  if (!login.data) throw new Error('login failed: ' + login.response.status);
  const path = { username: login.data.username };
  const profile = await client.GET('/api/profile/{username}', {
    params: { path },
    headers: { authorization: 'Bearer ' + login.data.token },
  });
  const anonymous = await client.GET('/api/profile/{username}', { params: { path } });
  // @ts-expect-error the path needs the depot's username: the generated types are not any
  await client.GET('/api/profile/{username}', {});
  return {
    login: { status: login.response.status, username: login.data.username, role: login.data.role },
    profile: {
      status: profile.response.status,
      depot: profile.data?.depot_name,
      tanks: profile.data?.tanks.map((tank) => tank.name),
    },
    anonymous: { status: anonymous.response.status, body: anonymous.error },
  };
}
`;

describe('a client generated from the document', () => {
  // Inside the repository, so that the generated module resolves openapi-fetch like any other.
  const cache = fileURLToPath(new URL('../../../../node_modules/.cache/', import.meta.url));
  let dir: string;
  beforeAll(async () => {
    dir = (await mkdir(cache, { recursive: true }), await mkdtemp(join(cache, 'openapi-client-')));
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('type-checks against the generated types and makes three calls', async () => {
    const types = astToString(await openapiTS(structuredClone(doc) as never));
    await writeFile(join(dir, 'api.ts'), types);
    await writeFile(join(dir, 'client.ts'), clientSource);

    const program = ts.createProgram([join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors).toEqual([]);

    const { threeCalls } = (await import(join(dir, 'client.ts'))) as {
      threeCalls(baseUrl: string): Promise<unknown>;
    };
    const port = (t.app.server.address() as AddressInfo).port;
    expect(await threeCalls(`http://127.0.0.1:${port}`)).toEqual({
      login: { status: 200, username: 'depot1', role: 'owner' },
      profile: { status: 200, depot: 'Depot Air Tirta Segar', tanks: ['Tangki Utama'] },
      anonymous: { status: 401, body: { success: false, message: messages.api.unauthorized } },
    });
  }, 120_000);
});
