import { messages, osmandParams, traccarClientFix, z, type IngestReply } from '@depot/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OSMAND_PER_ADDRESS, OSMAND_PER_TRACKER } from '../config/rate-limits';
import { HttpError } from '../lib/http-error';
import {
  answer,
  parseJsonAsDeviceMessage,
  deviceResponses,
  unlessRevoked,
  unlessUnavailable,
} from './ingest.routes';
import type { Ingestor } from './ingestor';
import { keyOfQuery, positionOfJson, positionOfQuery, type QueryParams } from './osmand';

const queryParams = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

const schema = {
  tags: ['devices'],
  description:
    'OsmAnd protocol (Traccar Client, OsmAnd, many hardware trackers): `id` is the tracker key. See docs/trackers.md.',
  querystring: queryParams,
  openapi: { querystring: osmandParams },
  response: deviceResponses,
};

/**
 * Traccar Client resends a fix until it gets 200, oldest first, and sends nothing newer while it
 * waits: any other answer to a fix it cannot change would stop the rider's phone for good. So
 * every fix is answered 200 with what became of it (stored, or refused with the reason), except
 * when the server only asks it to slow down (503 busy, worth resending).
 */
const settled = (reason: string) => reason !== messages.ingest.busy;

/** Traccar's reading of a body that is not JSON: query parameters, whatever its content type. */
const asParams = (body: string) => Object.fromEntries(new URLSearchParams(body));

/**
 * `/api/osmand`: a motorbike tracker's fix as a GET or POST query, a POST form, or Traccar
 * Client's JSON body. The fix then takes the same path as every reading. Only a missing or
 * unknown key (401), too many requests (429) and a briefly unavailable store (503) are errors.
 */
export function osmandRoutes(ingestor: Ingestor): FastifyPluginAsyncZod {
  return async (app) => {
    // Trackers POST the parameters as a form, or in the address with a body of any type (the
    // old Traccar Client for Android none, some hardware text/plain): Traccar reads the address
    // first and the body only when the address has none, as parameters either way.
    parseJsonAsDeviceMessage(app);
    for (const type of ['application/x-www-form-urlencoded', '*']) {
      app.addContentTypeParser(
        type,
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_request, body, done) => done(null, asParams(String(body))),
      );
    }

    const ingest = async (reply: FastifyReply, key: unknown, position: unknown) => {
      if (typeof key !== 'string' || !key) throw new HttpError(401, messages.tracker.missingKey);
      const result: IngestReply = await unlessUnavailable(async () => {
        const tracker = await ingestor.directory.byKey(key);
        if (!tracker) throw new HttpError(401, messages.tracker.badCredentials);
        return unlessRevoked(ingestor.ingest(tracker, position), messages.tracker.badCredentials);
      });
      return answer(reply, result, settled);
    };
    const limits = [OSMAND_PER_ADDRESS, OSMAND_PER_TRACKER];

    app.get(
      '/api/osmand',
      {
        config: { access: 'device', limits },
        schema: { ...schema, summary: 'A tracker fix as query parameters (OsmAnd protocol)' },
      },
      async (request, reply) =>
        ingest(reply, keyOfQuery(request.query), positionOfQuery(request.query)),
    );

    app.post(
      '/api/osmand',
      {
        config: { access: 'device', limits },
        schema: {
          ...schema,
          summary: 'A tracker fix as a query, a form, or Traccar Client JSON',
          body: z.unknown(),
          openapi: {
            querystring: osmandParams,
            body: {
              'application/x-www-form-urlencoded': osmandParams,
              'application/json': traccarClientFix,
            },
          },
        },
      },
      async (request, reply) => {
        const body = request.body;
        if (request.headers['content-type']?.startsWith('application/json')) {
          const { key, position } = positionOfJson(body);
          return ingest(reply, key, position);
        }
        const params: QueryParams =
          Object.keys(request.query).length || !body || typeof body !== 'object'
            ? request.query
            : (body as QueryParams);
        return ingest(reply, keyOfQuery(params), positionOfQuery(params));
      },
    );
  };
}
