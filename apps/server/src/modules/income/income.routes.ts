import { incomePeriods, optionalRangeQuery, salesTotal, usernameParams } from '@depot/contract';
import { gallonsPerDay } from '../dashboard';
import { salesTotal as totalOfSales } from '../pos';
import { defineRoutes } from '../../lib/route-docs';

/** Both days or neither: `range` is what the services take. */
const rangeOf = ({ from, to }: { from?: string; to?: string }) =>
  from && to ? { from, to } : undefined;

export default defineRoutes(['income'], [400, 401, 403, 404], (app, docs) => {
  app.get(
    '/api/sales/total/:username',
    docs('owner', "Income from the depot's sales: all time, today, this month, and ?from=&to=", {
      params: usernameParams,
      querystring: optionalRangeQuery,
      ok: salesTotal,
    }),
    (request) => totalOfSales(app.db, request.params.username, rangeOf(request.query)),
  );

  app.get(
    '/api/pendapatan/:username',
    docs('owner', 'Gallons filled per day (flow sensors): ?from=&to=, else the last 30 days', {
      params: usernameParams,
      querystring: optionalRangeQuery,
      ok: incomePeriods,
    }),
    async (request) => ({
      data: await gallonsPerDay(app.db, request.params.username, rangeOf(request.query)),
    }),
  );
});
