import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { DEMO } from '../src/demo';
import { brokerTurn } from './broker-turn';
import { onServer, type TemplateName } from './database-templates';

export { DEMO };

export interface TestContext {
  app: App;
  db: Db;
  database: Database;
  /** The secret the app signs tokens with, for crafting expired or forged tokens. */
  jwtSecret: string;
  /** Logs in and returns the bearer header for that account. */
  authAs(username: string, password: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/** Where a fresh test database comes from: the API tier's globalSetup (database-templates.ts). */
const templates = () => inject('databaseTemplates');
const dumps = new Map<string, Blob>();

/**
 * A fresh database of its own, a copy of a template the run built once (`migrated`: the
 * migrations and no rows; `demo`: with the PDAM tariffs and the demo accounts too): PGlite in
 * memory loaded from the template's dump, or a new database on DATABASE_URL's server cloned from
 * the template database. Open it with `openDatabase({ url, loadDataDir })`.
 */
export async function freshDatabase(
  template: TemplateName = 'migrated',
): Promise<{ url?: string; loadDataDir?: Blob; drop: () => Promise<void> }> {
  const source = templates();
  if (source.kind === 'pglite') {
    const file = source.files[template];
    let dump = dumps.get(file);
    if (!dump) dumps.set(file, (dump = new Blob([readFileSync(file)])));
    return { loadDataDir: dump, drop: async () => {} };
  }
  const name = `depot_test_${randomBytes(6).toString('hex')}`;
  await onServer(source.base, `create database "${name}" template "${source.names[template]}"`);
  const url = new URL(source.base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(source.base, `drop database if exists "${name}" with (force)`),
  };
}

let clients = 0;
/**
 * A client address of its own (198.18.0.0/15 is set aside for network tests), so that the
 * per-address request limits and the login lockout never count one test's logins against another.
 */
export function newClientAddress(): string {
  clients += 1;
  return `198.18.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

export interface TestAppOptions {
  /** Start MQTT ingestion: the embedded broker on a free port, or the broker at this URL. */
  mqtt?: { url?: string };
  /** The server's TILE_URL; OpenStreetMap when omitted. */
  tileUrl?: string;
  /** The per-address and per-account request limits (RATE_LIMITS); on when omitted. */
  rateLimits?: boolean;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); none when omitted. */
  trustProxy?: string[];
  /** How long an actuator has to confirm a command; 10 s when omitted. */
  actuatorConfirmTimeoutMs?: number;
  /** A built web app to serve (a folder with index.html); none when omitted. */
  webDist?: string;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const giveTurnBack = options.mqtt?.url ? await brokerTurn() : () => {};
  const target = await freshDatabase('demo');
  const database = await openDatabase({ url: target.url, loadDataDir: target.loadDataDir });
  const jwtSecret = randomBytes(32).toString('hex');
  const app = await buildApp({
    database,
    // A share group of its own, so parallel runs on one external broker never take each other's messages.
    mqtt: options.mqtt && {
      url: options.mqtt.url,
      port: 0,
      host: '127.0.0.1',
      shareGroup: `test${randomBytes(4).toString('hex')}`,
    },
    jwtSecret,
    jwtExpiresIn: '1h',
    tileUrl: options.tileUrl,
    rateLimits: options.rateLimits,
    trustProxy: options.trustProxy,
    actuatorConfirmTimeoutMs: options.actuatorConfirmTimeoutMs,
    webDist: options.webDist,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    jwtSecret,
    async authAs(username, password) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
        remoteAddress: newClientAddress(),
      });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
      return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
    },
    async close() {
      await app.close();
      await database.close();
      await target.drop();
      giveTurnBack();
    },
  };
}
