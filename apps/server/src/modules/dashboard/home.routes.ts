import { depotToday, qualityHistory, usernameParams } from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeDocs } from '../../lib/route-docs';
import * as home from './home.service';

const docs = routeDocs(['dashboard'], [400, 401, 403, 404]);

/** The owner's home at a glance and the water-quality history behind its card. */
const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/:username/today',
    docs('depot', "Today's till, taps, tanks, water quality and devices", {
      params: usernameParams,
      ok: depotToday,
    }),
    (request) => home.depotToday(app.db, request.params.username),
  );
  app.get(
    '/api/dashboard/:username/quality',
    docs('depot', 'The worst pH, TDS and turbidity of each hour of the last days', {
      params: usernameParams,
      ok: qualityHistory,
    }),
    (request) => home.qualityHistory(app.db, request.params.username),
  );
};

export default homeRoutes;
