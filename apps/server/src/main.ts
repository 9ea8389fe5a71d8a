import { resolve } from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { resolveJwtSecret } from './config/jwt-secret';
import { loadSettings, SettingsError } from './config/env';
import { openDatabase } from './db/client';
import { demoTankVolume, DEMO, seedDemo } from './db/seed';
import { seedDemoHistory } from './db/demo-history';
import { runLiveDepot } from '@depot/simulator';
import { WEB_DIST_DIR } from './paths';

/** A URL without its password, for printing. */
const redact = (url: string) => url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');

async function main() {
  const settings = loadSettings();
  const logger = pino({ level: settings.LOG_LEVEL });
  const database = await openDatabase({
    url: settings.DATABASE_URL,
    dataDir: settings.DATA_DIR,
    log: logger,
    statementTimeoutMs: settings.DB_STATEMENT_TIMEOUT_MS,
  });
  await database.migrate();
  const seeded = settings.SEED_DEMO && (await seedDemo(database.db));
  if (seeded) {
    const started = Date.now();
    const rows = await seedDemoHistory(database);
    console.log(
      `Demo depot: ${rows.toLocaleString('en')} readings of history in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  const app = await buildApp({
    database,
    mqtt: { url: settings.MQTT_URL, port: settings.MQTT_PORT, host: settings.HOST },
    jwtSecret: resolveJwtSecret(settings.JWT_SECRET, settings.DATA_DIR),
    jwtExpiresIn: settings.JWT_EXPIRES_IN,
    webDist: WEB_DIST_DIR,
    tileUrl: settings.TILE_URL,
    logger,
  });

  let simulator: { stop(): Promise<void> } | undefined;
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
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
  const demoTank = settings.SEED_DEMO ? await demoTankVolume(database.db) : undefined;
  if (demoTank) {
    simulator = await runLiveDepot({
      url: settings.MQTT_URL ?? `mqtt://127.0.0.1:${app.mqtt?.port}`,
      prefix: DEMO.owner.username,
      key: DEMO.deviceKey,
      tank: demoTank,
      faults: true,
      log: (message) => app.log.info(`simulator ${message}`),
    });
  }
  const store =
    database.kind === 'pglite'
      ? `PGlite in ${resolve(settings.DATA_DIR, 'pg')}`
      : 'PostgreSQL (DATABASE_URL)';
  console.log(
    [
      '',
      `Depot platform ready at http://localhost:${port}`,
      `  data: ${store}${seeded ? ' (demo data seeded)' : ''}`,
      `  API docs: http://localhost:${port}/api/docs`,
      `  MQTT: ${settings.MQTT_URL ? `subscribed to ${redact(settings.MQTT_URL)}` : `embedded broker on mqtt://localhost:${app.mqtt?.port}`}`,
      ...(settings.SEED_DEMO
        ? [
            '  demo logins (unless changed since):',
            `    super admin  ${DEMO.admin.username} / ${DEMO.admin.password}`,
            `    depot owner  ${DEMO.owner.username} / ${DEMO.owner.password}`,
          ]
        : []),
      ...(simulator
        ? ['  live simulator: demo depot sending over MQTT (SEED_DEMO=false stops it)']
        : []),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? error.message : error);
  process.exit(1);
});
