import { mapConfig, publicDepotList } from '@depot/contract';
import { listPublicDepots } from '../webgis';
import { defineRoutes } from '../../lib/route-docs';

export default defineRoutes(['map'], [], (app, docs, { tileUrl }: { tileUrl: string }) => {
  app.get(
    '/api/public/depot-public',
    {
      ...docs(
        'public',
        'Customer depots whose owners agreed to the public distribution map (no token needed)',
        { security: [], ok: publicDepotList },
      ),
      // A long list: brotli or gzip as the browser accepts.
      compress: {},
    },
    async (_request, reply) => {
      // An owner's consent given or withdrawn shows on the next load: caches must ask again.
      reply.header('cache-control', 'no-cache');
      return listPublicDepots(app.db);
    },
  );

  app.get(
    '/api/public/map-config',
    docs('public', "Where maps take their tiles from (the server's TILE_URL; no token needed)", {
      security: [],
      ok: mapConfig,
    }),
    () => ({ tile_url: tileUrl }),
  );
});
