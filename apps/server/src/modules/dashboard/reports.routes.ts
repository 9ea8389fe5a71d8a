import {
  dailyReport,
  errorResponse,
  monthlyReport,
  monthQuery,
  tankReading,
  usernameParams,
  weeklyReport,
  z,
} from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as reports from './reports.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const schema = (summary: string, response: z.ZodType) => ({
  tags: ['dashboard'],
  summary,
  params: usernameParams,
  response: { 200: response, ...errors },
});

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reports/:username/daily',
    {
      config: { access: 'depot' },
      schema: {
        ...schema('Gallons and litres per day of a month, and today per tap', dailyReport),
        querystring: monthQuery,
      },
    },
    (request) => reports.dailyReport(app.db, request.params.username, request.query.month),
  );
  app.get(
    '/api/reports/:username/weekly',
    { config: { access: 'depot' }, schema: schema('Recent weeks', weeklyReport) },
    (request) => reports.weeklyReport(app.db, request.params.username),
  );
  app.get(
    '/api/reports/:username/monthly',
    { config: { access: 'depot' }, schema: schema('Months of the current year', monthlyReport) },
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
