import {
  calculateBillRequest,
  calculateBillResponse,
  pdamHistoryQuery,
  pdamOptions,
  pdamPeriodQuery,
  totalUsage,
  usageHistory,
  usernameParams,
} from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORTS_PER_ACCOUNT } from '../../config/rate-limits';
import * as pdam from './pdam.service';
import { withErrors } from '../../lib/route-errors';

const errors = [400, 401, 403, 404] as const;

const pdamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pdam/pdam-options',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['pdam'],
        summary: 'Water utilities (PDAM) and their customer classes (golongan)',
        response: withErrors({ 200: pdamOptions }, 401),
      },
    },
    () => pdam.pdamOptions(app.db),
  );

  app.get(
    '/api/pdam/total-usage/:username',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['pdam'],
        summary:
          'Water that entered the tanks in a month (stock change + dispensed), dispensed, and the difference, m³',
        params: usernameParams,
        querystring: pdamPeriodQuery,
        response: withErrors({ 200: totalUsage }, ...errors),
      },
    },
    (request) =>
      pdam.totalUsage(app.db, request.params.username, request.query.month, request.query.year),
  );

  app.get(
    '/api/pdam/usage-history/:username',
    {
      // Twelve months of balances: counted per account like the other month reports.
      config: { access: 'owner', limits: [REPORTS_PER_ACCOUNT] },
      schema: {
        tags: ['pdam'],
        summary: 'Water bought vs sold and the estimated bill, 12 months up to the given one',
        params: usernameParams,
        querystring: pdamHistoryQuery,
        response: withErrors({ 200: usageHistory }, ...errors, 429),
      },
    },
    (request) => pdam.usageHistory(app.db, request.params.username, request.query),
  );

  app.post(
    '/api/pdam/calculate-bill',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['pdam'],
        summary: 'The estimated monthly bill of a usage with a PDAM golongan tariff',
        body: calculateBillRequest,
        response: withErrors({ 200: calculateBillResponse }, ...errors),
      },
    },
    async (request) => ({
      success: true as const,
      data: await pdam.calculateBill(app.db, request.body),
    }),
  );
};

export default pdamRoutes;
