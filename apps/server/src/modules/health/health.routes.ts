import { z } from 'zod';
import { defineRoutes } from '../../lib/route-docs';

/** The app is built only after migrations ran, so answering at all means the database is ready. */
export default defineRoutes(['health'], [], (app, docs) => {
  app.get(
    '/api/health',
    docs('public', 'Liveness and readiness', { ok: z.object({ status: z.literal('ok') }) }),
    () => ({ status: 'ok' as const }),
  );
});
