import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it PGlite runs embedded. */
  url?: string;
  /** PGlite's data directory; without it PGlite keeps everything in memory (tests). */
  dataDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection closed by the server (a restart, an administrator) is replaced on next
    // use; without a listener its error would end the process.
    pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
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
          client.release();
        }
      },
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = join(resolve(options.dataDir), 'pg');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    rawTransaction: (work) =>
      client.transaction((tx) =>
        work(async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows),
      ),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
