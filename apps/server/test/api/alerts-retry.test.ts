import { randomBytes } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { notifications } from '../../src/db/schema';
import { seedDemo } from '../../src/demo';
import { accountId } from '../fixtures';
import { DEMO, freshDatabase } from '../helpers';

// An alert evaluation whose query meets a lost database connection (a restart, a failover,
// pg_terminate_backend) is tried again, not dropped with the readings it was about.
const dialect = new PgDialect();
let target: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
let app: App;
/** How many of the next alert queries for the newest tank levels fail as on a lost connection. */
let failNext = 0;
let failed = 0;

beforeAll(async () => {
  target = await freshDatabase();
  database = await openDatabase({ url: target.url, loadDataDir: target.loadDataDir });
  await database.migrate();
  await seedDemo(database.db);
  const db = new Proxy(database.db, {
    get(obj, prop) {
      const value = Reflect.get(obj, prop, obj) as unknown;
      if (prop !== 'execute' || typeof value !== 'function') return value;
      return (query: SQL) => {
        const text = dialect.sqlToQuery(query).sql;
        if (failNext > 0 && text.includes('from tank_level where tank_id')) {
          failNext -= 1;
          failed += 1;
          return Promise.reject(new Error('Connection terminated unexpectedly'));
        }
        return (value as (q: SQL) => Promise<unknown>).call(obj, query);
      };
    },
  });
  app = await buildApp({
    database: { ...database, db },
    jwtSecret: randomBytes(32).toString('hex'),
    jwtExpiresIn: '1h',
    alertRetryMs: 5,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await target?.drop();
});

async function lowStockMessages() {
  const owner = await accountId(database.db, DEMO.owner.username);
  const rows = await database.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.accountId, owner), eq(notifications.kind, 'low_stock')));
  return rows.map((r) => r.message);
}

describe('alert evaluation during a database interruption', () => {
  it('is tried again until it succeeds: the low-stock notification is sent once', async () => {
    failNext = 3;
    const res = await app.inject({
      method: 'POST',
      url: '/api/ingest/depot1-level',
      headers: { authorization: `Bearer ${DEMO.deviceKey}` },
      payload: { water_level_cm: 20 },
    });
    expect(res.statusCode).toBe(200);
    await app.alerts.idle();
    expect(failed).toBe(3);
    const sent = await lowStockMessages();
    expect(sent).toHaveLength(1);
  });
});
