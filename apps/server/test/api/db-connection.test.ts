import { messages } from '@depot/contract';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/db/client';
import { isStatementTimeout, isTransientDbError } from '../../src/lib/db-errors';
import errorsPlugin from '../../src/plugins/errors';
import { freshDatabase } from '../helpers';
import { waitFor } from '../telemetry';

/**
 * The PostgreSQL pool when the server ends a connection and when a statement runs too long.
 * PGlite runs in the process: no connection to lose, and no statement timeout (see db/client.ts).
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('PostgreSQL pool', () => {
  let target: Awaited<ReturnType<typeof freshDatabase>>;
  let database: Database;
  const warnings: { err: Error; message: string }[] = [];
  const log = {
    warn: (obj: unknown, message?: string) =>
      warnings.push({ err: (obj as { err: Error }).err, message: message ?? '' }),
  } as Parameters<typeof openDatabase>[0]['log'];

  beforeAll(async () => {
    target = await freshDatabase();
    database = await openDatabase({
      url: target.url,
      loadDataDir: target.loadDataDir,
      log,
      statementTimeoutMs: 100,
    });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await target.drop();
  });

  const terminate = async (pid: number) => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
  };

  it('survives the backend of a checked-out connection being ended, and reconnects', async () => {
    warnings.length = 0;
    let lostPid = 0;
    const failure = await database
      .rawTransaction(async (query) => {
        const [row] = await query<{ pid: number }>('select pg_backend_pid() as pid');
        lostPid = row?.pid ?? 0;
        await terminate(lostPid);
        // Without an 'error' listener on this checked-out client, this event ended the process.
        await waitFor('the loss to be reported', async () => warnings.length > 0);
        return query('select 1');
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isTransientDbError(failure)).toBe(true);
    expect(warnings[0]?.message).toBe('PostgreSQL connection lost');
    expect(isTransientDbError(warnings[0]?.err)).toBe(true);

    const [row] = await database.rawTransaction((query) =>
      query<{ pid: number }>('select pg_backend_pid() as pid'),
    );
    expect(row?.pid).toBeGreaterThan(0);
    expect(row?.pid).not.toBe(lostPid);
  });

  it('survives the backend of an idle pooled connection being ended', async () => {
    const [before] = await queryRows<{ pid: number }>(
      database.db,
      sql`select pg_backend_pid() as pid`,
    );
    warnings.length = 0;
    await terminate(before?.pid ?? 0);
    await waitFor('the loss to be reported', async () => warnings.length > 0);
    const [after] = await queryRows<{ pid: number }>(
      database.db,
      sql`select pg_backend_pid() as pid`,
    );
    expect(after?.pid).not.toBe(before?.pid);
  });

  it('cancels a statement longer than the statement timeout', async () => {
    const failure = await database.db.execute(sql`select pg_sleep(5)`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isStatementTimeout(failure)).toBe(true);
    // The connection stays usable.
    expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('answers a request whose statement timed out with 503 and an Indonesian message', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/slow', () => database.db.execute(sql`select pg_sleep(5)`));
    try {
      const res = await app.inject({ method: 'GET', url: '/slow' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ success: false, message: messages.api.queryTooSlow });
    } finally {
      await app.close();
    }
  });
});
