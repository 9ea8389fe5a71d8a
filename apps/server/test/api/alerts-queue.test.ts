import { randomBytes } from 'node:crypto';
import { messages } from '@depot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { openDatabase, type Database, type Db } from '../../src/db/client';
import { seedDemo } from '../../src/demo';
import { freshDatabase } from '../helpers';
import {
  levelRows,
  newDepot,
  notificationsOf,
  postReading,
  qualityRows,
  type TestDepot,
} from '../telemetry';

/**
 * Every query made through the ORM handle (`db`) waits while the gate is shut, or fails while it
 * is broken. Alerts query through it; ingestion writes through `rawTransaction`, which is left
 * alone, and finds sensors in its cache once each has been heard from.
 */
class Gate {
  private shut: { promise: Promise<void>; open: () => void } | undefined;
  private broken = false;

  close() {
    let open = () => {};
    const promise = new Promise<void>((resolve) => (open = resolve));
    this.shut = { promise, open };
  }

  open() {
    this.shut?.open();
    this.shut = undefined;
    this.broken = false;
  }

  break() {
    this.broken = true;
  }

  async pass() {
    await this.shut?.promise;
    if (this.broken) throw new Error('database unavailable');
  }

  wrap<T extends object>(target: T): T {
    return new Proxy(target, {
      get: (obj, prop) => {
        const value: unknown = Reflect.get(obj, prop, obj);
        if (typeof value !== 'function') return value;
        if (prop === 'then') {
          return (resolve: (v: unknown) => void, reject: (e: unknown) => void) =>
            this.pass().then(() => value.call(obj, resolve, reject), reject);
        }
        return (...args: unknown[]) => {
          const out: unknown = value.apply(obj, args);
          return out !== null && typeof out === 'object' ? this.wrap(out) : out;
        };
      },
    });
  }
}

const gate = new Gate();
let database: Database;
let drop: () => Promise<void>;
let app: App;
const t = {} as { db: Db };

beforeAll(async () => {
  const target = await freshDatabase();
  drop = target.drop;
  database = await openDatabase({ url: target.url, loadDataDir: target.loadDataDir });
  await database.migrate();
  await seedDemo(database.db);
  t.db = database.db;
  app = await buildApp({
    database: { ...database, db: gate.wrap(database.db) },
    jwtSecret: randomBytes(32).toString('hex'),
    jwtExpiresIn: '1h',
  });
  await app.ready();
});
afterAll(async () => {
  gate.open();
  await app.close();
  await database.close();
  await drop();
});

async function accept(d: TestDepot, sensorId: string, body: object) {
  const res = await postReading({ app }, sensorId, d.key, body);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
}

const lowStock = (d: TestDepot) => notificationsOf(t, d.accountId, 'low_stock');

/** A depot whose sensors have each been heard once, so their lookups are cached. */
async function warmDepot() {
  const d = await newDepot(t);
  await accept(d, d.level, { water_level_cm: 100 });
  await accept(d, d.quality, { ph: 7.2 });
  await app.alerts.idle();
  return d;
}

describe('alerts off the write path', () => {
  it('stores and answers readings while alert queries wait, then judges the newest once', async () => {
    const d = await warmDepot();
    gate.close();
    try {
      // Each reply means the reading is committed; none waits for the stalled alert queries.
      await accept(d, d.level, { water_level_cm: 20 });
      await accept(d, d.level, { water_level_cm: 60 });
      await accept(d, d.level, { water_level_cm: 12 });
      await accept(d, d.quality, { ph: 9.1 });
      expect((await levelRows(t, d.level)).map((r) => r.waterLevelCm)).toEqual([100, 20, 60, 12]);
      expect((await qualityRows(t, d.quality)).map((r) => r.ph)).toEqual([7.2, 9.1]);
      expect(await lowStock(d)).toEqual([]);
    } finally {
      gate.open();
    }
    await app.alerts.idle();
    // The batches waiting behind the stalled evaluation were judged together, on the newest reading.
    expect((await lowStock(d)).map((n) => n.message)).toEqual([
      messages.alerts.lowStock('Tangki Utama', '100,0', '10,0'),
    ]);
    expect((await notificationsOf(t, d.accountId, 'quality')).map((n) => n.message)).toEqual([
      messages.alerts.quality('pH 9,1 (batas 6,5–8,5)'),
    ]);
  });

  it('keeps storing readings when alert queries fail, and judges them once the database is back', async () => {
    const d = await warmDepot();
    gate.break();
    try {
      await accept(d, d.level, { water_level_cm: 20 });
      expect(await levelRows(t, d.level)).toHaveLength(2);
      // Alerts cannot read yet: nothing is raised, and nothing is forgotten (alerts-retry.test.ts).
      expect(await lowStock(d)).toEqual([]);
    } finally {
      gate.open();
    }
    await app.alerts.idle();
    const raised = [messages.alerts.lowStock('Tangki Utama', '166,7', '16,7')];
    expect((await lowStock(d)).map((n) => n.message)).toEqual(raised);
    // Still low: told once.
    await accept(d, d.level, { water_level_cm: 18 });
    await app.alerts.idle();
    expect((await lowStock(d)).map((n) => n.message)).toEqual(raised);
  });
});
