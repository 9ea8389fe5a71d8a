import { resolve } from 'node:path';
import { buildApp } from './app';
import { resolveJwtSecret } from './config/jwt-secret';
import { loadSettings, SettingsError, type Settings } from './config/env';
import { createLogger } from './config/logger';
import { openDatabase, type Database } from './db/client';
import { ensureFirstAdmin, hasSuperAdmin } from './modules/auth';
import { ensurePdamTariffs } from './modules/pdam';
import { WEB_DIST_DIR } from './paths';

/** A URL without its password, for printing. */
const redact = (url: string) => url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');

/** The demo (accounts, history, live simulator) is loaded only when SEED_DEMO is on. */
async function seedDemoIfEmpty(database: Database, log: ReturnType<typeof createLogger>) {
  const demo = await import('./demo');
  if (!(await demo.seedDemo(database.db))) return { demo, seededAt: undefined };
  const started = Date.now();
  const { readings, positions, iot } = await demo.seedDemoHistory(database, undefined, started);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const n = (v: number) => v.toLocaleString('en');
  log.info(
    `Demo depot: ${n(readings)} readings, ${n(positions)} motorbike positions and ${n(iot)} weather station and farm readings of history in ${seconds} s`,
  );
  return { demo, seededAt: started };
}

async function main(settings: Settings, log: ReturnType<typeof createLogger>) {
  const database = await openDatabase({
    url: settings.DATABASE_URL,
    dataDir: settings.DATA_DIR,
    log,
    statementTimeoutMs: settings.DB_STATEMENT_TIMEOUT_MS,
  });
  await database.migrate();
  await ensurePdamTariffs(database.db);
  const hadSuperAdmin = await hasSuperAdmin(database.db);
  const { demo, seededAt } = settings.SEED_DEMO
    ? await seedDemoIfEmpty(database, log)
    : { demo: undefined, seededAt: undefined };
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = settings;
  const admin = username && password ? { username, password } : undefined;
  const adminNote = await ensureFirstAdmin(database.db, admin, hadSuperAdmin);

  const app = await buildApp({
    database,
    mqtt: {
      url: settings.MQTT_URL,
      port: settings.MQTT_PORT,
      host: settings.HOST,
      clientId: settings.INGEST_CLIENT_ID,
    },
    jwtSecret: resolveJwtSecret(settings.JWT_SECRET, settings.DATA_DIR),
    jwtExpiresIn: settings.JWT_EXPIRES_IN,
    rateLimits: settings.RATE_LIMITS,
    trustProxy: settings.TRUST_PROXY,
    webDist: WEB_DIST_DIR,
    tileUrl: settings.TILE_URL,
    logger: log,
  });

  let simulator: { bikes: number; stop(): Promise<void> } | undefined;
  const shutdown = async (signal: string) => {
    log.info(`${signal} received, shutting down`);
    await simulator?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: settings.PORT, host: settings.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.PORT;
  if (demo && settings.SIMULATOR) {
    simulator = await demo.startDemoSimulator(database.db, {
      mqttUrl: settings.MQTT_URL ?? `mqtt://127.0.0.1:${app.mqtt?.port}`,
      httpUrl: `http://127.0.0.1:${port}`,
      since: seededAt,
      log: (message) => log.info(`simulator ${message}`),
    });
  }
  const store =
    database.kind === 'pglite'
      ? `PGlite in ${resolve(settings.DATA_DIR, 'pg')}`
      : 'PostgreSQL (DATABASE_URL)';
  const mqtt = settings.MQTT_URL
    ? `subscribed to ${redact(settings.MQTT_URL)} as ${settings.INGEST_CLIENT_ID}`
    : `embedded broker on mqtt://localhost:${app.mqtt?.port}`;
  // Where the server listens is told at every level but silent: people and tools wait for it.
  const quiet = ['fatal', 'error', 'warn'].includes(settings.LOG_LEVEL);
  const banner = quiet ? log.child({}, { level: 'info' }) : log;
  banner.info(`Depot platform ready at http://localhost:${port}`);
  banner.info(`data: ${store}${seededAt ? ' (demo data seeded)' : ''}`);
  banner.info(`API docs: http://localhost:${port}/api/docs`);
  banner.info(`MQTT: ${mqtt}`);
  if (demo) {
    const { admin, owner } = demo.DEMO;
    banner.info(
      `demo logins (unless changed since): super admin ${admin.username} / ${admin.password}, depot owner ${owner.username} / ${owner.password}`,
    );
  }
  if (simulator) {
    const bikes = simulator.bikes > 0 ? ` and ${simulator.bikes} motorbikes (MQTT, OsmAnd)` : '';
    banner.info(`live simulator: demo depot${bikes} sending (SIMULATOR=false stops it)`);
  }
  if (adminNote) banner.info(adminNote);
}

let settings: Settings;
try {
  settings = loadSettings();
} catch (error) {
  // No logger yet: the level itself may be the bad setting.
  createLogger('info').fatal(error instanceof SettingsError ? error.message : error);
  process.exit(1);
}
const log = createLogger(settings.LOG_LEVEL);
main(settings, log).catch((error: unknown) => {
  if (error instanceof SettingsError) log.fatal(error.message);
  else log.fatal({ err: error }, 'start failed');
  process.exit(1);
});
