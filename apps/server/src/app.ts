import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { DEFAULT_TILE_URL } from '@depot/contract';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database, Db } from './db/client';
import {
  ingestRoutes,
  osmandRoutes,
  Ingestor,
  startEmbeddedBroker,
  subscribeExternalBroker,
  type MqttIngress,
} from './ingest';
import { AlertMonitor } from './jobs/alert-monitor';
import { startDayClose } from './jobs/day-close';
import { accountsRoutes, adminRoutes, tableRoutes } from './modules/admin';
import { attendanceRoutes, shiftRoutes } from './modules/attendance';
import { authRoutes } from './modules/auth';
import { cashCloseRoutes } from './modules/cash-close';
import { cctvRoutes } from './modules/cctv';
import { customerRoutes } from './modules/customers';
import { homeRoutes, reportRoutes } from './modules/dashboard';
import { notificationRoutes } from './modules/notifications';
import { employeeRoutes } from './modules/employees';
import { farmingRoutes } from './modules/farming';
import { eventRoutes, EventService, type LiveEvents } from './modules/events';
import { healthRoutes } from './modules/health';
import { incomeRoutes } from './modules/income';
import { mapRoutes } from './modules/map';
import { pdamRoutes } from './modules/pdam';
import { cashierNameOf, loyaltyOf, posRoutes, saleSummaries } from './modules/pos';
import { profileRoutes } from './modules/profile';
import { GAP_NOTIFICATION_KIND, reconciliationRoutes } from './modules/reconciliation';
import { testimonialRoutes } from './modules/testimonials';
import { iotRoutes } from './modules/iot';
import { trackerRoutes } from './modules/tracker';
import { webgisRoutes } from './modules/webgis';

import authPlugin from './plugins/auth';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import rateLimitPlugin from './plugins/rate-limit';
import webPlugin from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    ingestor: Ingestor;
    alerts: AlertMonitor;
    /** Live events to the browsers watching a depot (publish after the change is committed). */
    events: LiveEvents;
    /** Where devices reach MQTT: the embedded broker's port, or 0 with an external broker. */
    mqtt: MqttIngress | undefined;
  }
}

export interface AppOptions {
  database: Database;
  /**
   * MQTT ingestion: an external broker URL (with this process's client id, INGEST_CLIENT_ID), or
   * the embedded broker's port; omitted in API tests.
   */
  mqtt?: { url?: string; port: number; host: string; shareGroup?: string; clientId?: string };
  jwtSecret: string;
  jwtExpiresIn: string;
  /** The built web app to serve; omitted in API tests. */
  webDist?: string;
  /** Where maps take their tiles from (`{z}/{x}/{y}` template); OpenStreetMap when omitted. */
  tileUrl?: string;
  /** How often live-event streams send a heartbeat and re-check their session (tests shorten it). */
  eventsHeartbeatMs?: number;
  /** How long a failed alert evaluation waits before it is tried again, at first (tests shorten it). */
  alertRetryMs?: number;
  /** The process's pino logger; silent when omitted (tests). */
  logger?: FastifyBaseLogger;
  /** The per-address and per-account request limits (RATE_LIMITS); on unless turned off. */
  rateLimits?: boolean;
  /** Reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY): addresses or CIDRs. */
  trustProxy?: string[];
  /** How long an actuator has to confirm a command (10 s unless tests shorten it). */
  actuatorConfirmTimeoutMs?: number;
}

/** A tile server on plain HTTP (say on the depot's LAN) must be named in the CSP; HTTPS already is. */
function plainHttpTileSource(tileUrl: string) {
  const url = new URL(tileUrl);
  return url.protocol === 'http:' ? [`http://${url.host.replace('{s}', '*')}`] : [];
}

export async function buildApp(options: AppOptions) {
  const tileUrl = options.tileUrl ?? DEFAULT_TILE_URL;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    // Browsers and devices never need more; a stalled client is cut off.
    requestTimeout: 30_000,
    // Only a named proxy's X-Forwarded-For is believed: the address limits count clients.
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: a text/plain body is refused with 415, not parsed into a string.
  app.removeContentTypeParser('text/plain');
  app.decorate('db', options.database.db);
  const events = new EventService(options.database, app.log);
  await events.start();
  app.decorate('events', events as LiveEvents);
  const alerts = new AlertMonitor(
    options.database,
    app.log,
    (accountId, kind) => events.publish(accountId, { type: 'notification', kind }),
    options.alertRetryMs,
  );
  // Alerts and live events follow stored readings on queues of their own, unknown to ingestion.
  const ingestor = new Ingestor(options.database, app.log, {
    onCommitted: (readings, notified) => {
      alerts.enqueue(readings);
      events.readingsCommitted(readings);
      for (const n of notified) events.publish(n.accountId, { type: 'notification', kind: n.kind });
    },
    onAlarms: (alarms) => {
      for (const a of alarms) {
        events.publish(a.accountId, { type: 'notification', kind: a.kind });
        events.publish(a.accountId, a.event);
      }
    },
  });
  app.decorate('ingestor', ingestor);
  await ingestor.start();
  app.decorate('alerts', alerts);
  await alerts.start();
  const stopDayClose = startDayClose(app.db, app.log, (accountId) =>
    events.publish(accountId, { type: 'notification', kind: GAP_NOTIFICATION_KIND }),
  );
  app.decorate('mqtt', undefined as MqttIngress | undefined);
  const mqtt = options.mqtt;
  if (mqtt) {
    app.mqtt = mqtt.url
      ? await subscribeExternalBroker(
          ingestor,
          { url: mqtt.url, shareGroup: mqtt.shareGroup, clientId: mqtt.clientId },
          app.log,
        )
      : await startEmbeddedBroker(ingestor, mqtt, app.log);
  }
  // Devices stop first, then what they sent is written, then judged.
  app.addHook('onClose', async () => {
    await app.mqtt?.close();
    await ingestor.close();
    alerts.stop();
    await alerts.idle();
    await stopDayClose();
    await events.close();
  });

  await app.register(helmet, {
    // A depot often serves plain HTTP on its LAN address: no forced upgrade to HTTPS.
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'https:', ...plainHttpTileSource(tileUrl)],
        // The contact section's map, embedded only after the visitor asks for it.
        'frame-src': ['https://www.google.com'],
        // CCTV streams come from wherever the owner's camera gateway is (often plain HTTP on the
        // depot's LAN); hls.js fetches the playlist and segments and plays them from a blob: URL.
        'media-src': ["'self'", 'blob:', 'https:', 'http:'],
        'connect-src': ["'self'", 'https:', 'http:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  // Compression only where a route asks for it (`compress: LARGE_JSON`): the event streams must
  // flush each event, and request bodies are never inflated.
  await app.register(compress, { global: false, globalDecompression: false });
  await app.register(errorsPlugin);
  await app.register(authPlugin, { secret: options.jwtSecret, expiresIn: options.jwtExpiresIn });
  await app.register(rateLimitPlugin, { enabled: options.rateLimits ?? true });
  await app.register(docsPlugin);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(adminRoutes);
  await app.register(accountsRoutes);
  await app.register(tableRoutes);
  await app.register(profileRoutes);
  await app.register(employeeRoutes);
  await app.register(shiftRoutes);
  await app.register(attendanceRoutes);
  await app.register(reconciliationRoutes);
  await app.register(notificationRoutes);
  await app.register(reportRoutes);
  await app.register(homeRoutes);
  await app.register(posRoutes);
  await app.register(customerRoutes, { sales: { saleSummaries, loyaltyOf, cashierNameOf } });
  await app.register(cashCloseRoutes);
  await app.register(incomeRoutes);
  await app.register(pdamRoutes);
  await app.register(mapRoutes, { tileUrl });
  await app.register(testimonialRoutes);
  await app.register(trackerRoutes);
  await app.register(iotRoutes);
  await app.register(webgisRoutes);
  await app.register(cctvRoutes);
  await app.register(farmingRoutes, { confirmTimeoutMs: options.actuatorConfirmTimeoutMs });
  await app.register(ingestRoutes(ingestor));
  await app.register(osmandRoutes(ingestor));
  await app.register(eventRoutes(events, options.eventsHeartbeatMs));
  await app.register(webPlugin, { webDist: options.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
