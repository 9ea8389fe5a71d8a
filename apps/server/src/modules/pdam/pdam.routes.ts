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
import { REPORTS_PER_ACCOUNT } from '../../config/rate-limits';
import * as pdam from './pdam.service';
import { defineRoutes } from '../../lib/route-docs';

export default defineRoutes(['pdam'], [400, 401, 403, 404], (app, docs) => {
  app.get(
    '/api/pdam/pdam-options',
    docs('owner', 'Water utilities (PDAM) and their customer classes (golongan)', {
      ok: pdamOptions,
      errors: [401],
    }),
    () => pdam.pdamOptions(app.db),
  );

  app.get(
    '/api/pdam/total-usage/:username',
    docs(
      'owner',
      'Water that entered the tanks in a month (stock change + dispensed), dispensed, and the difference, m³',
      { params: usernameParams, querystring: pdamPeriodQuery, ok: totalUsage },
    ),
    (request) =>
      pdam.totalUsage(app.db, request.params.username, request.query.month, request.query.year),
  );

  app.get(
    '/api/pdam/usage-history/:username',
    docs(
      // Twelve months of balances: counted per account like the other month reports.
      { access: 'owner', limits: [REPORTS_PER_ACCOUNT] },
      'Water bought vs sold and the estimated bill, 12 months up to the given one',
      { params: usernameParams, querystring: pdamHistoryQuery, ok: usageHistory, also: [429] },
    ),
    (request) => pdam.usageHistory(app.db, request.params.username, request.query),
  );

  app.post(
    '/api/pdam/calculate-bill',
    docs('owner', 'The estimated monthly bill of a usage with a PDAM golongan tariff', {
      body: calculateBillRequest,
      ok: calculateBillResponse,
    }),
    async (request) => ({
      success: true as const,
      data: await pdam.calculateBill(app.db, request.body),
    }),
  );
});
