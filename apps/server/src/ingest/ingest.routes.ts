import {
  errorResponse,
  ingestReply,
  messages,
  SENSOR_ID_PATTERN,
  z,
  type IngestReply,
} from '@depot/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INGEST_PER_SENSOR } from '../config/rate-limits';
import { isTransientDbError } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';
import { RevokedDevice, type Ingestor } from './ingestor';
import { parseMessage } from './readings';

const rejectedReply = ingestReply.extend({
  success: z.literal(false),
  message: z.string(),
});

/** What a device's call answers: what became of its readings, or why it was refused. */
export const deviceResponses = {
  200: ingestReply,
  // Readings refused, or a request refused before any reading (bad JSON, bad sensor id).
  400: z.union([rejectedReply, errorResponse]),
  // The same answer for an unknown sensor and a wrong key: ids cannot be probed.
  401: errorResponse,
  429: errorResponse,
  // Readings refused because the sensor sends too fast, or storage is briefly down.
  503: z.union([rejectedReply, errorResponse]),
};

/** A full queue drains within a batch or two; a database that went away takes longer. */
const BUSY_RETRY_AFTER_S = 1;
const UNAVAILABLE_RETRY_AFTER_S = 5;

/** The answer when storing failed for a transient reason: nothing was acknowledged, resend. */
export async function unlessUnavailable(work: () => Promise<IngestReply>): Promise<IngestReply> {
  try {
    return await work();
  } catch (err) {
    if (!isTransientDbError(err)) throw err;
    throw new HttpError(503, messages.ingest.unavailable, {
      'retry-after': String(UNAVAILABLE_RETRY_AFTER_S),
    });
  }
}

/**
 * A message whose key was revoked while it waited for its batch (sensor deleted or re-keyed,
 * depot switched off) is answered like a wrong key: 401 with `message`.
 */
export async function unlessRevoked(
  work: Promise<IngestReply>,
  message: string,
  headers: Record<string, string> = {},
): Promise<IngestReply> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof RevokedDevice) throw new HttpError(401, message, headers);
    throw err;
  }
}

/**
 * 200 when something was stored or nothing was wrong (or `settled` says the refusals are final,
 * so sending again cannot help); 503 with Retry-After when the device only has to slow down;
 * otherwise 400 with the first reason.
 */
export function answer(
  reply: FastifyReply,
  result: IngestReply,
  settled: (reason: string) => boolean = () => false,
) {
  if (result.accepted > 0 || result.errors.every((e) => settled(e.reason))) return result;
  // Nothing stored: a device that only has to slow down is told so, and when to come back.
  if (result.errors.some((e) => e.reason === messages.ingest.busy)) {
    return reply
      .code(503)
      .header('retry-after', String(BUSY_RETRY_AFTER_S))
      .send({ success: false as const, message: messages.ingest.busy, ...result });
  }
  return reply.code(400).send({
    success: false as const,
    message: result.errors[0]?.reason ?? messages.api.invalidInput,
    ...result,
  });
}

/**
 * A device's JSON body takes the parse MQTT payloads get (Fastify's own refuses a whole body for
 * one `__proto__` key; ours leaves it to refuse only the reading that carries it).
 */
export function parseJsonAsDeviceMessage(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseMessage(String(body)));
    } catch (err) {
      done(Object.assign(err as Error, { statusCode: 400 }), undefined);
    }
  });
}

/** HTTP ingestion: `POST /api/ingest/{sensorId}` with the device key as bearer token. */
export function ingestRoutes(ingestor: Ingestor): FastifyPluginAsyncZod {
  return async (app) => {
    parseJsonAsDeviceMessage(app);

    app.post(
      '/api/ingest/:sensorId',
      {
        config: { access: 'device', limits: [INGEST_PER_SENSOR] },
        schema: {
          tags: ['devices'],
          summary: 'Send one reading or an array of readings (device key as bearer token)',
          description: 'Payloads per sensor kind are described in docs/devices.md.',
          params: z.strictObject({
            sensorId: z.string().regex(SENSOR_ID_PATTERN, messages.ingest.sensorIdFormat),
          }),
          body: z.unknown(),
          security: [{ deviceKey: [] }],
          response: deviceResponses,
        },
      },
      async (request, reply) => {
        const { sensorId } = request.params;
        const key = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
        const result = await unlessUnavailable(async () => {
          const challenge = { 'www-authenticate': 'Bearer' };
          const sensor = await ingestor.directory.authenticate(sensorId, key);
          if (!sensor) throw new HttpError(401, messages.ingest.badCredentials, challenge);
          return unlessRevoked(
            ingestor.ingest(sensor, request.body),
            messages.ingest.badCredentials,
            challenge,
          );
        });
        return answer(reply, result);
      },
    );
  };
}
