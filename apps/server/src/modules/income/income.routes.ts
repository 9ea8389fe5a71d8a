import { incomePeriods, salesTotal, usernameParams } from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gallonsPerDay } from '../dashboard';
import { salesTotal as totalOfSales } from '../pos';
import { withErrors } from '../../lib/route-errors';

const errors = [401, 403, 404] as const;

const incomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sales/total/:username',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['income'],
        summary: "Income from the depot's sales: all time, today and this month",
        params: usernameParams,
        response: withErrors({ 200: salesTotal }, ...errors),
      },
    },
    (request) => totalOfSales(app.db, request.params.username),
  );

  app.get(
    '/api/pendapatan/:username',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['income'],
        summary: 'Gallons filled per day (flow sensors), the last 30 days',
        params: usernameParams,
        response: withErrors({ 200: incomePeriods }, ...errors),
      },
    },
    async (request) => ({ data: await gallonsPerDay(app.db, request.params.username) }),
  );
};

export default incomeRoutes;
