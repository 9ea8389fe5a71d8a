import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { prepareDataDir, restrictDataFiles } from '../config/data-dir';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../config/env';
import { MIGRATIONS_DIR as migrationsFolder } from '../paths';
import * as schema from './schema';

/** One type for both drivers: repositories take this, or a transaction of it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs one parameterised statement; returns its rows. */
export type RawQuery = <T = Record<string, unknown>>(
  text: string,
  params?: unknown[],
) => Promise<T[]>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction with plain parameterised SQL: the ingestion hot path, where
   * a batch is a few large statements and the ORM adds nothing.
   */
  rawTransaction<T>(work: (query: RawQuery) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: a new connection outside the pool, for a session that keeps it (LISTEN),
   * named so that pg_stat_activity shows what it is.
   */
  newClient?: (applicationName: string) => pg.Client;
  /**
   * PGlite only: hears the NOTIFYs on `channel` (the one process is the only listener, and has
   * no connection to lose). Resolves with a function that stops listening.
   */
  listen?: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it PGlite runs embedded. */
  url?: string;
  /** PGlite's data directory; without it PGlite keeps everything in memory (tests). */
  dataDir?: string;
  /**
   * PGlite only: a data directory dumped as a tarball (`dumpDataDir`) to start from instead of an
   * empty one, which skips initdb; the tests clone their migrated template database this way.
   */
  loadDataDir?: Blob;
  /** Where lost connections are reported (the server's pino logger); silent when omitted. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /**
   * PostgreSQL only: the longest one statement may run (ms, 0 = no limit), so no request holds
   * a pooled connection for long. Migrations run on a connection of their own, without it.
   */
  statementTimeoutMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const url = options.url;
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      // With the server unreachable, a request gets its 503 instead of waiting for a connection.
      connectionTimeoutMillis: 10_000,
    });
    // A connection the server ends (a restart, a failover, pg_terminate_backend) emits 'error'
    // on its client, checked out or idle; unheard, that error would end the process. The pool
    // drops such a client and opens a new one on next use, and the query it was running fails
    // with an error the caller turns into a 503.
    const onLost = (err: Error) => options.log?.warn({ err }, 'PostgreSQL connection lost');
    pool.on('connect', (client) => client.on('error', onLost));
    // The pool re-emits an idle client's error, already reported by the listener above.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      async rawTransaction(work) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work(
            async (text, params) => (await client.query(text, params)).rows,
          );
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          // A client whose connection ended is dropped by the pool here, not handed out again.
          client.release();
        }
      },
      newClient: (applicationName) =>
        new pg.Client({
          connectionString: url,
          application_name: applicationName,
          keepAlive: true,
        }),
      async migrate() {
        const client = new pg.Client({ connectionString: url });
        client.on('error', onLost);
        await client.connect();
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    prepareDataDir(options.dataDir);
    dataDir = join(resolve(options.dataDir), 'pg');
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  }
  // PGlite runs one statement at a time inside this process and cannot cancel one, so it has no
  // statement timeout: validation at the edge bounds what a request may ask for instead.
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema });
  // PGlite makes its files mode 666 whatever the umask: they are made private after it opens and
  // migrates, and again every minute for the files it adds while running (the directory is 700
  // from the start, so nobody else reaches them meanwhile).
  const restrict = () => dataDir && restrictDataFiles(dataDir);
  restrict();
  const sweep = dataDir ? setInterval(restrict, 60_000).unref() : undefined;
  return {
    db,
    kind: 'pglite',
    rawTransaction: (work) =>
      client.transaction((tx) =>
        work(async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows),
      ),
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      restrict();
    },
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    close: async () => {
      clearInterval(sweep);
      await client.close();
      restrict();
    },
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
