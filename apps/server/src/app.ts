import helmet from '@fastify/helmet';
import { DEFAULT_TILE_URL } from '@depot/contract';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database, Db } from './db/client';
import { ingestRoutes } from './ingest/ingest.routes';
import { Ingestor } from './ingest/ingestor';
import { startEmbeddedBroker, subscribeExternalBroker, type MqttIngress } from './ingest/mqtt';
import adminRoutes from './modules/admin/admin.routes';
import authRoutes from './modules/auth/auth.routes';
import notificationRoutes from './modules/dashboard/notifications.routes';
import reportRoutes from './modules/dashboard/reports.routes';
import healthRoutes from './modules/health/health.routes';
import mapRoutes from './modules/map/map.routes';
import profileRoutes from './modules/profile/profile.routes';
import posRoutes from './modules/pos/pos.routes';
import incomeRoutes from './modules/income/income.routes';
import testimonialRoutes from './modules/testimonials/testimonials.routes';
import authPlugin from './plugins/auth';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import webPlugin from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    ingestor: Ingestor;
    /** Where devices reach MQTT: the embedded broker's port, or 0 with an external broker. */
    mqtt: MqttIngress | undefined;
  }
}

export interface AppOptions {
  database: Database;
  /** MQTT ingestion: an external broker URL, or the embedded broker's port; omitted in API tests. */
  mqtt?: { url?: string; port: number; host: string; shareGroup?: string };
  jwtSecret: string;
  jwtExpiresIn: string;
  /** The built web app to serve; omitted in API tests. */
  webDist?: string;
  /** Where maps take their tiles from (`{z}/{x}/{y}` template); OpenStreetMap when omitted. */
  tileUrl?: string;
  /** The process's pino logger, shared with the database; no logging when omitted (tests). */
  logger?: FastifyBaseLogger;
}

/** A tile server on plain HTTP (say on the depot's LAN) must be named in the CSP; HTTPS already is. */
function plainHttpTileSource(tileUrl: string) {
  const url = new URL(tileUrl);
  return url.protocol === 'http:' ? [`http://${url.host.replace('{s}', '*')}`] : [];
}

export async function buildApp(options: AppOptions) {
  const tileUrl = options.tileUrl ?? DEFAULT_TILE_URL;
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: 1024 * 1024,
    // Browsers and devices never need more; a stalled client is cut off.
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: a text/plain body is refused with 415, not parsed into a string.
  app.removeContentTypeParser('text/plain');
  app.decorate('db', options.database.db);
  const ingestor = new Ingestor(options.database, app.log);
  app.decorate('ingestor', ingestor);
  await ingestor.start();
  app.decorate('mqtt', undefined as MqttIngress | undefined);
  const mqtt = options.mqtt;
  if (mqtt) {
    app.mqtt = mqtt.url
      ? await subscribeExternalBroker(
          ingestor,
          { url: mqtt.url, shareGroup: mqtt.shareGroup },
          app.log,
        )
      : await startEmbeddedBroker(ingestor, mqtt, app.log);
  }
  // Devices stop first, then what they sent is written.
  app.addHook('onClose', async () => {
    await app.mqtt?.close();
    await ingestor.close();
  });

  await app.register(helmet, {
    // A depot often serves plain HTTP on its LAN address: no forced upgrade to HTTPS.
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'https:', ...plainHttpTileSource(tileUrl)],
        // The contact section's map, embedded only after the visitor asks for it.
        'frame-src': ['https://www.google.com'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(errorsPlugin);
  await app.register(authPlugin, { secret: options.jwtSecret, expiresIn: options.jwtExpiresIn });
  await app.register(docsPlugin);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(adminRoutes);
  await app.register(profileRoutes);
  await app.register(notificationRoutes);
  await app.register(reportRoutes);
  await app.register(posRoutes);
  await app.register(incomeRoutes);
  await app.register(mapRoutes, { tileUrl });
  await app.register(testimonialRoutes);
  await app.register(ingestRoutes(ingestor));
  await app.register(webPlugin, { webDist: options.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
