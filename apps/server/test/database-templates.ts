// The API tier's vitest globalSetup: builds, once per run, the two databases every test database
// starts from, so that no test file pays for initdb, the migrations and the demo seed again:
// `migrated` (the committed migrations, no rows) and `demo` (that plus the PDAM tariffs and the
// demo accounts, as the server seeds them). On PostgreSQL they are databases of their own, cloned
// with CREATE DATABASE … TEMPLATE; on PGlite they are dumped data directories, loaded with
// `loadDataDir`. Names are random, so runs of several people on one server never meet.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { seedDemo } from '../src/demo';
import { ensurePdamTariffs } from '../src/modules/pdam';
import { MIGRATIONS_DIR } from '../src/paths';

export type TemplateName = 'migrated' | 'demo';
/** PostgreSQL: the template databases' names; PGlite: the files holding the dumped data directories. */
export type DatabaseTemplates =
  | { kind: 'postgres'; base: string; names: Record<TemplateName, string> }
  | { kind: 'pglite'; files: Record<TemplateName, string> };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

const seed = async (db: Db) => {
  await ensurePdamTariffs(db);
  await seedDemo(db);
};

/** Runs one statement on DATABASE_URL's server, outside any test database. */
export async function onServer(base: string, statement: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function postgresTemplates(base: string) {
  const run = randomBytes(6).toString('hex');
  const names = { migrated: `depot_tpl_${run}_migrated`, demo: `depot_tpl_${run}_demo` };
  const urlOf = (name: string) => {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const drop = async () => {
    for (const name of Object.values(names)) {
      await onServer(base, `drop database if exists "${name}" with (force)`);
    }
  };
  try {
    await onServer(base, `create database "${names.migrated}"`);
    const migrated = await openDatabase({ url: urlOf(names.migrated) });
    await migrated.migrate();
    await migrated.close();
    // A template may have no session open while it is cloned: each is closed before the next step.
    await onServer(base, `create database "${names.demo}" template "${names.migrated}"`);
    const demo = await openDatabase({ url: urlOf(names.demo) });
    await seed(demo.db);
    await demo.close();
  } catch (error) {
    await drop();
    throw error;
  }
  return { templates: { kind: 'postgres' as const, base, names }, drop };
}

async function pgliteTemplates() {
  const dir = mkdtempSync(join(tmpdir(), 'depot-templates-'));
  const files = { migrated: join(dir, 'migrated.tar'), demo: join(dir, 'demo.tar') };
  // The same PGlite, schema and migrations as openDatabase, kept in memory and dumped twice.
  const client = await PGlite.create();
  const dump = async (file: string) =>
    writeFileSync(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    await dump(files.migrated);
    await seed(db);
    await dump(files.demo);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await client.close();
  }
  return {
    templates: { kind: 'pglite' as const, files },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && !base)
    throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const { templates, drop } =
    process.env.TEST_DB === 'postgres' && base
      ? await postgresTemplates(base)
      : await pgliteTemplates();
  project.provide('databaseTemplates', templates);
  return drop;
}
