import { mapConfig, publicDepotList } from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPublicDepots } from '../webgis';

const mapRoutes: FastifyPluginAsyncZod<{ tileUrl: string }> = async (app, { tileUrl }) => {
  app.get(
    '/api/public/depot-public',
    {
      config: { access: 'public' },
      // A long list: brotli or gzip as the browser accepts.
      compress: {},
      schema: {
        tags: ['map'],
        summary: 'Depots on the public distribution map (no token needed)',
        security: [],
        response: { 200: publicDepotList },
      },
    },
    async (_request, reply) => {
      // A depot added or edited in WebGIS shows on the next load: caches must ask again.
      reply.header('cache-control', 'no-cache');
      return listPublicDepots(app.db);
    },
  );

  app.get(
    '/api/public/map-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['map'],
        summary: "Where maps take their tiles from (the server's TILE_URL; no token needed)",
        security: [],
        response: { 200: mapConfig },
      },
    },
    () => ({ tile_url: tileUrl }),
  );
};

export default mapRoutes;
