import {
  errorResponse,
  ingestReply,
  isFilteredFix,
  messages,
  osmandParams,
  traccarClientFix,
  z,
  type IngestReply,
} from '@depot/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OSMAND_PER_TRACKER } from '../config/rate-limits';
import { HttpError } from '../lib/http-error';
import { answer, rejectedReply, unlessRevoked, unlessUnavailable } from './ingest.routes';
import type { Ingestor } from './ingestor';
import { keyOfQuery, positionOfJson, positionOfQuery, type QueryParams } from './osmand';

const queryParams = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

const schema = {
  tags: ['devices'],
  description:
    'OsmAnd protocol (Traccar Client, OsmAnd, many hardware trackers): `id` is the tracker key. See docs/trackers.md.',
  querystring: queryParams,
  openapi: { querystring: osmandParams },
  response: {
    200: ingestReply,
    400: z.union([rejectedReply, errorResponse]),
    401: errorResponse,
    429: errorResponse,
    503: z.union([rejectedReply, errorResponse]),
  },
};

/**
 * `/api/osmand`: a motorbike tracker's fix as a GET or POST query, a POST form, or Traccar
 * Client's JSON body. The fix then takes the same path as every reading. A filtered fix is
 * answered 200 with the reason in the body: Traccar Client resends a position until it gets 200,
 * oldest first, so one refused fix would otherwise hold back every fix behind it.
 */
export function osmandRoutes(ingestor: Ingestor): FastifyPluginAsyncZod {
  return async (app) => {
    // Some trackers POST the parameters as a form instead of in the address.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const ingest = async (reply: FastifyReply, key: unknown, position: unknown) => {
      if (typeof key !== 'string' || !key) throw new HttpError(401, messages.tracker.missingKey);
      const result: IngestReply = await unlessUnavailable(async () => {
        const tracker = await ingestor.directory.byKey(key);
        if (!tracker) throw new HttpError(401, messages.tracker.badCredentials);
        return unlessRevoked(ingestor.ingest(tracker, position), messages.tracker.badCredentials);
      });
      return answer(reply, result, isFilteredFix);
    };

    app.get(
      '/api/osmand',
      {
        config: { access: 'device', limits: [OSMAND_PER_TRACKER] },
        schema: { ...schema, summary: 'A tracker fix as query parameters (OsmAnd protocol)' },
      },
      async (request, reply) =>
        ingest(reply, keyOfQuery(request.query), positionOfQuery(request.query)),
    );

    app.post(
      '/api/osmand',
      {
        config: { access: 'device', limits: [OSMAND_PER_TRACKER] },
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
          body && typeof body === 'object' && Object.keys(body).length
            ? (body as QueryParams)
            : request.query;
        return ingest(reply, keyOfQuery(params), positionOfQuery(params));
      },
    );
  };
}
