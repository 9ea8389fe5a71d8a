import { randomBytes } from 'node:crypto';
import { formatDateTime, messages } from '@depot/contract';
import { inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { sensors } from '../../src/db/schema';
import { seedDemo } from '../../src/demo';
import { AlertMonitor } from '../../src/jobs/alert-monitor';
import { OFFLINE_SWEEP_LOCK } from '../../src/jobs/offline-sweep';
import { freshDatabase } from '../helpers';
import { newDepot, notificationsOf, type TestDepot } from '../telemetry';

let url: string | undefined;
let database: Database;
let drop: () => Promise<void>;
const t = {} as { db: Database['db'] };

beforeAll(async () => {
  const target = await freshDatabase();
  url = target.url;
  drop = target.drop;
  database = await openDatabase({ url, loadDataDir: target.loadDataDir });
  await database.migrate();
  await seedDemo(database.db);
  t.db = database.db;
});
afterAll(async () => {
  await database.close();
  await drop();
});

const sensorIds = (d: TestDepot) => [d.level, d.tapA, d.tapB, d.tapC, d.quality];
const labels: Record<string, string> = {
  level: 'Sensor Level Tangki',
  tapA: 'Flow Meter Keran A',
  tapB: 'Flow Meter Keran B',
  tapC: 'Flow Meter Keran C',
  quality: 'Sensor Kualitas Air',
};
const label = (d: TestDepot, which: keyof typeof labels & keyof TestDepot) =>
  `${labels[which]} (${String(d[which])})`;

async function depots(n: number) {
  const out: TestDepot[] = [];
  for (let i = 0; i < n; i++) out.push(await newDepot(t));
  return out;
}

async function lastHeard(ds: TestDepot[], at: Date) {
  await t.db
    .update(sensors)
    .set({ lastOnline: at })
    .where(inArray(sensors.sensorId, ds.flatMap(sensorIds)));
}

/** What the depot was told, as sorted messages of one kind. */
const told = async (d: TestDepot, kind: string) =>
  (await notificationsOf(t, d.accountId, kind)).map((n) => n.message).sort();

const offlineTexts = (d: TestDepot, since: Date) =>
  (['level', 'tapA', 'tapB', 'tapC', 'quality'] as const)
    .map((w) => messages.alerts.offline(label(d, w), formatDateTime(since)))
    .sort();
const onlineTexts = (d: TestDepot) =>
  (['level', 'tapA', 'tapB', 'tapC', 'quality'] as const)
    .map((w) => messages.alerts.online(label(d, w)))
    .sort();

/** The database as one server process sees it, counting the statements the sweep sends. */
function counted() {
  const count = { statements: 0, ormCalls: 0 };
  const wrapped: Database = {
    ...database,
    db: new Proxy(database.db, {
      get(obj, prop) {
        count.ormCalls++;
        return Reflect.get(obj, prop, obj) as unknown;
      },
    }),
    rawTransaction: (work) =>
      database.rawTransaction((query) =>
        work((text, params) => {
          count.statements++;
          return query(text, params);
        }),
      ),
  };
  return { count, monitor: new AlertMonitor(wrapped, Fastify().log) };
}

describe('offline sweep', () => {
  it('costs the same few statements for 5 or 40 silent sensors, one notification each', async () => {
    const { count, monitor } = counted();
    const [first, ...rest] = await depots(9);
    if (!first) throw new Error('no depot');
    const since = new Date(Date.now() - 11 * 60_000);

    await lastHeard([first], since);
    await monitor.checkOffline();
    expect(count).toEqual({ statements: 3, ormCalls: 0 });
    expect(await told(first, 'offline')).toEqual(offlineTexts(first, since));

    await lastHeard(rest, since);
    count.statements = 0;
    await monitor.checkOffline();
    expect(count).toEqual({ statements: 3, ormCalls: 0 });
    for (const d of rest) expect(await told(d, 'offline')).toEqual(offlineTexts(d, since));

    // Nothing changed: the lock and the sweep, nothing to insert.
    count.statements = 0;
    await monitor.checkOffline();
    expect(count).toEqual({ statements: 2, ormCalls: 0 });

    await lastHeard([first, ...rest], new Date());
    count.statements = 0;
    await monitor.checkOffline();
    expect(count).toEqual({ statements: 3, ormCalls: 0 });
    for (const d of [first, ...rest]) {
      expect(await told(d, 'offline')).toHaveLength(5);
      expect(await told(d, 'online')).toEqual(onlineTexts(d));
    }
  });

  it('two servers on one database tell each change once', async () => {
    const second = url ? await openDatabase({ url }) : database;
    const start = (db: Database) =>
      buildApp({ database: db, jwtSecret: randomBytes(32).toString('hex'), jwtExpiresIn: '1h' });
    const apps: App[] = [await start(database), await start(second)];
    try {
      const ds = await depots(3);
      const since = new Date(Date.now() - 11 * 60_000);
      await lastHeard(ds, since);
      const sweepBoth = () => Promise.all(apps.map((app) => app.alerts.checkOffline()));
      await sweepBoth();
      await sweepBoth();
      for (const d of ds) expect(await told(d, 'offline')).toEqual(offlineTexts(d, since));

      await lastHeard(ds, new Date());
      await sweepBoth();
      await sweepBoth();
      for (const d of ds) {
        expect(await told(d, 'offline')).toEqual(offlineTexts(d, since));
        expect(await told(d, 'online')).toEqual(onlineTexts(d));
      }
    } finally {
      for (const app of apps) await app.close();
      if (second !== database) await second.close();
    }
  });

  // A second session exists only on a PostgreSQL server; PGlite is one process, one session.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'does nothing while another process holds the sweep lock',
    async () => {
      const [d] = await depots(1);
      if (!d) throw new Error('no depot');
      const since = new Date(Date.now() - 11 * 60_000);
      await lastHeard([d], since);
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        await other.query('begin');
        await other.query(`select pg_advisory_xact_lock(${OFFLINE_SWEEP_LOCK})`);
        const { count, monitor } = counted();
        expect(await monitor.checkOffline()).toBe(false);
        expect(count.statements).toBe(1);
        expect(await told(d, 'offline')).toEqual([]);
        await other.query('commit');
        expect(await monitor.checkOffline()).toBe(true);
        expect(await told(d, 'offline')).toEqual(offlineTexts(d, since));
      } finally {
        await other.end();
      }
    },
  );
});
