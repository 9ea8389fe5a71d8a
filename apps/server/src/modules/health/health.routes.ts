import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeDocs } from '../../lib/route-docs';

const docs = routeDocs(['health']);

/** The app is built only after migrations ran, so answering at all means the database is ready. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    docs('public', 'Liveness and readiness', { ok: z.object({ status: z.literal('ok') }) }),
    () => ({ status: 'ok' as const }),
  );
};

export default healthRoutes;
