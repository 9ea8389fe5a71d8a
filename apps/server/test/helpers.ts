import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../src/app';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { DEMO, seedDemo } from '../src/demo';
import { ensurePdamTariffs } from '../src/modules/pdam';

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

/** A fresh database of its own: PGlite in memory, or a new database on DATABASE_URL's server. */
export async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') return { drop: async () => {} };
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `depot_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
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
  const target = await freshDatabaseUrl();
  const database = await openDatabase({ url: target.url });
  await database.migrate();
  await ensurePdamTariffs(database.db);
  await seedDemo(database.db);
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
    },
  };
}
