import { incomePeriods, salesTotal, usernameParams } from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gallonsPerDay } from '../dashboard';
import { salesTotal as totalOfSales } from '../pos';
import { routeDocs } from '../../lib/route-docs';

const docs = routeDocs(['income'], [401, 403, 404]);

const incomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sales/total/:username',
    docs('owner', "Income from the depot's sales: all time, today and this month", {
      params: usernameParams,
      ok: salesTotal,
    }),
    (request) => totalOfSales(app.db, request.params.username),
  );

  app.get(
    '/api/pendapatan/:username',
    docs('owner', 'Gallons filled per day (flow sensors), the last 30 days', {
      params: usernameParams,
      ok: incomePeriods,
    }),
    async (request) => ({ data: await gallonsPerDay(app.db, request.params.username) }),
  );
};

export default incomeRoutes;
