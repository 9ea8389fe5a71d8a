import { depotToday, qualityHistory, usernameParams } from '@depot/contract';
import { defineRoutes } from '../../lib/route-docs';
import * as home from './home.service';

/** The owner's home at a glance and the water-quality history behind its card. */
export default defineRoutes(['dashboard'], [400, 401, 403, 404], (app, docs) => {
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
});
