import { depotToday, qualityHistory, usernameParams, type z } from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withErrors } from '../../lib/route-errors';
import * as home from './home.service';

const depotRead = (summary: string, response: z.ZodType) => ({
  config: { access: 'depot' as const },
  schema: {
    tags: ['dashboard'],
    summary,
    params: usernameParams,
    response: withErrors({ 200: response }, 400, 401, 403, 404),
  },
});

/** The owner's home at a glance and the water-quality history behind its card. */
const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/:username/today',
    depotRead("Today's till, taps, tanks, water quality and devices", depotToday),
    (request) => home.depotToday(app.db, request.params.username),
  );
  app.get(
    '/api/dashboard/:username/quality',
    depotRead('The worst pH, TDS and turbidity of each hour of the last days', qualityHistory),
    (request) => home.qualityHistory(app.db, request.params.username),
  );
};

export default homeRoutes;
