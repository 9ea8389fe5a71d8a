import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * What the OpenAPI page shows instead of the validation schemas, for a route that validates
     * leniently on purpose and reads its input itself (the OsmAnd protocol): a query, and a body
     * per content type.
     */
    openapi?: { querystring?: ZodType; body?: Record<string, ZodType> };
  }
}

type Transform = typeof jsonSchemaTransform;

/**
 * The zod schemas turned into JSON Schema, and each route's security requirement taken from its
 * `config.access`: a public route needs nothing, a device route what it declares itself (the
 * device key as a bearer, or none when the key travels in the request), every other route the
 * user's bearer token (the document's default).
 */
const transform: Transform = (document) => {
  const { openapi, ...schema } = (document.schema ?? {}) as FastifySchema;
  const toJson = (part: FastifySchema) =>
    jsonSchemaTransform({ ...document, schema: part }).schema as FastifySchema;
  const result = toJson({ ...schema, querystring: openapi?.querystring ?? schema.querystring });
  if (openapi?.body) {
    const content = Object.entries(openapi.body).map(([type, body]) => [
      type,
      { schema: toJson({ body }).body },
    ]);
    result.body = { content: Object.fromEntries(content) };
  }
  const access = document.route.config?.access;
  if (access === 'public') result.security = [];
  if (access === 'device') result.security = schema.security ?? [];
  return { schema: result, url: document.url };
};

/** The OpenAPI page at /api/docs, generated from the zod schemas the routes validate with. */
export default fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Depot platform API',
        description:
          'API of the drinking-water refill depot platform. Send the token from /api/auth/login as `Authorization: Bearer <token>`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          deviceKey: { type: 'http', scheme: 'bearer', description: 'A sensor’s device key' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
