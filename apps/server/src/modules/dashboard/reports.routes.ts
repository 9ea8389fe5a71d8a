import {
  dailyReport,
  monthlyReport,
  monthQuery,
  tankReading,
  usernameParams,
  weeklyReport,
  z,
} from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORTS_PER_ACCOUNT } from '../../config/rate-limits';
import * as reports from './reports.service';
import { withErrors } from '../../lib/route-errors';

const errors = [400, 401, 403, 404] as const;
const schema = (summary: string, response: z.ZodType) => ({
  tags: ['dashboard'],
  summary,
  params: usernameParams,
  response: withErrors({ 200: response }, ...errors),
});
/** The reports aggregate over months: counted per account (the tank list is one row per tank). */
const limited = <Extra extends object>(summary: string, response: z.ZodType, extra?: Extra) => ({
  config: { access: 'depot' as const, limits: [REPORTS_PER_ACCOUNT] },
  schema: {
    ...schema(summary, response),
    ...(extra as Extra),
    response: withErrors({ 200: response }, ...errors, 429),
  },
});

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reports/:username/daily',
    limited('Gallons and litres per day of a month, and today per tap', dailyReport, {
      querystring: monthQuery,
    }),
    (request) => reports.dailyReport(app.db, request.params.username, request.query.month),
  );
  app.get('/api/reports/:username/weekly', limited('Recent weeks', weeklyReport), (request) =>
    reports.weeklyReport(app.db, request.params.username),
  );
  app.get(
    '/api/reports/:username/monthly',
    limited('Months of the current year', monthlyReport),
    (request) => reports.monthlyReport(app.db, request.params.username),
  );
  app.get(
    '/api/tanks/:username',
    {
      config: { access: 'depot' },
      schema: schema('The newest reading of each tank', z.array(tankReading)),
    },
    (request) => reports.tankReadings(app.db, request.params.username),
  );
};

export default reportRoutes;
