import { errorResponse, ingestReply, messages, z } from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INGEST_PER_SENSOR } from '../config/rate-limits';
import { HttpError } from '../lib/http-error';
import type { Ingestor } from './ingestor';

const rejectedReply = ingestReply.extend({ success: z.literal(false), message: z.string() });

/** HTTP ingestion: `POST /api/ingest/{sensorId}` with the device key as bearer token. */
export function ingestRoutes(ingestor: Ingestor): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/ingest/:sensorId',
      {
        config: { access: 'device', limits: [INGEST_PER_SENSOR] },
        schema: {
          tags: ['devices'],
          summary: 'Send one reading or an array of readings (device key as bearer token)',
          description: 'Payloads per sensor kind are described in docs/devices.md.',
          params: z.strictObject({ sensorId: z.string().min(1).max(64) }),
          body: z.unknown(),
          security: [{ deviceKey: [] }],
          response: {
            200: ingestReply,
            // Readings refused, or a request refused before any reading (bad JSON, bad sensor id).
            400: z.union([rejectedReply, errorResponse]),
            401: errorResponse,
            404: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const { sensorId } = request.params;
        const sensor = await ingestor.directory.get(sensorId);
        if (!sensor) throw new HttpError(404, messages.ingest.unknownSensor(sensorId));
        const key = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
        if (!(await ingestor.directory.authenticate(sensorId, key))) {
          throw new HttpError(401, messages.ingest.badKey);
        }
        const result = await ingestor.ingest(sensor, request.body);
        if (result.accepted === 0 && result.rejected > 0) {
          return reply.code(400).send({
            success: false as const,
            message: result.errors[0]?.reason ?? messages.api.invalidInput,
            ...result,
          });
        }
        return result;
      },
    );
  };
}
