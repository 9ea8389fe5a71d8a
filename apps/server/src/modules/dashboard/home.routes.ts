import { depotToday, qualityHistory, usernameParams } from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withErrors } from '../../lib/route-errors';
import * as home from './home.service';

const errors = [400, 401, 403, 404] as const;

/** The owner's home at a glance and the water-quality history behind its card. */
const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/:username/today',
    {
      config: { access: 'depot' },
      schema: {
        tags: ['dashboard'],
        summary: "Today's till, taps, tanks, water quality and devices",
        params: usernameParams,
        response: withErrors({ 200: depotToday }, ...errors),
      },
    },
    (request) => home.depotToday(app.db, request.params.username),
  );
  app.get(
    '/api/dashboard/:username/quality',
    {
      config: { access: 'depot' },
      schema: {
        tags: ['dashboard'],
        summary: 'Hourly pH, TDS and turbidity of the last days',
        params: usernameParams,
        response: withErrors({ 200: qualityHistory }, ...errors),
      },
    },
    (request) => home.qualityHistory(app.db, request.params.username),
  );
};

export default homeRoutes;
