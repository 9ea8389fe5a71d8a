import { messages } from '@depot/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../../src/plugins/errors';

/** Errors as node-postgres and drizzle raise them: a SQLSTATE code, or a message, maybe as a cause. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new Error('Failed query: select …', { cause });

const failures: Record<string, Error> = {
  'admin-shutdown': pgError('terminating connection due to administrator command', '57P01'),
  terminated: new Error('Connection terminated unexpectedly'),
  'not-queryable': wrapped(
    new Error('Client has encountered a connection error and is not queryable'),
  ),
  refused: wrapped(pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
  'connection-failure': wrapped(pgError('could not connect', '08006')),
  'statement-timeout': wrapped(pgError('canceling statement due to statement timeout', '57014')),
  unique: wrapped(pgError('duplicate key value violates unique constraint', '23505')),
  bug: new TypeError("Cannot read properties of undefined (reading 'id')"),
};

const app = Fastify();
beforeAll(async () => {
  await app.register(errorsPlugin);
  app.get('/fail/:kind', async (request) => {
    throw failures[(request.params as { kind: string }).kind];
  });
  await app.ready();
});
afterAll(() => app.close());

const fail = (kind: string) => app.inject({ method: 'GET', url: `/fail/${kind}` });

describe('errors plugin: database failures', () => {
  it.each(['admin-shutdown', 'terminated', 'not-queryable', 'refused', 'connection-failure'])(
    'answers a lost connection (%s) with 503, Retry-After and an Indonesian message',
    async (kind) => {
      const res = await fail(kind);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ success: false, message: messages.api.databaseUnavailable });
    },
  );

  it('answers a statement stopped by statement_timeout with 503 and its own message', async () => {
    const res = await fail('statement-timeout');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ success: false, message: messages.api.queryTooSlow });
  });

  it.each(['unique', 'bug'])(
    'still answers any other failure (%s) with a bare 500',
    async (kind) => {
      const res = await fail(kind);
      expect(res.statusCode).toBe(500);
      expect(res.headers['retry-after']).toBeUndefined();
      expect(res.json()).toEqual({ success: false, message: messages.api.serverError });
    },
  );
});
