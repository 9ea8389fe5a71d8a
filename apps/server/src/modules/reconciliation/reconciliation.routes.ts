import {
  csvRangeQuery,
  messageResponse,
  reconciliationDay,
  reconciliationQuery,
  reconciliationSettings,
  reconciliationTrend,
  usernameParams,
  z,
} from '@depot/contract';
import { requireAccount } from '../auth';
import { rangeCsvHandler } from '../../lib/csv-reply';
import { defineRoutes } from '../../lib/route-docs';
import { reconciliationCsv } from './reconciliation-csv';
import { reconciliation, setThreshold, thresholdFor } from './reconciliation.service';

/** Taps against till: the owner's (an employee sees their own shift's day, no trend). */
export default defineRoutes(['reconciliation'], [400, 401, 403, 404], (app, docs) => {
  app.get(
    '/api/reconciliation/:username',
    docs(
      'depot',
      'Gallons at the taps against gallons sold: ?date=YYYY-MM-DD for a day, ?from=&to= (≤ 92 days) for a trend',
      {
        params: usernameParams,
        querystring: reconciliationQuery,
        ok: z.union([reconciliationDay, reconciliationTrend]),
      },
    ),
    (request) =>
      reconciliation(app.db, requireAccount(request), request.params.username, request.query),
  );

  app.get(
    '/api/reconciliation/:username/days.csv',
    docs('owner', 'Taps against till per day of a range (≤ 366 days) as CSV', {
      params: usernameParams,
      querystring: csvRangeQuery,
      ok: z.string(),
    }),
    rangeCsvHandler(app.db, 'selisih-galon', reconciliationCsv),
  );

  app.get(
    '/api/reconciliation/:username/settings',
    docs('owner', 'The gap (gallons) above which a closed day is notified', {
      params: usernameParams,
      ok: reconciliationSettings,
    }),
    (request) => thresholdFor(app.db, request.params.username),
  );

  app.put(
    '/api/reconciliation/:username/settings',
    docs('owner', 'Set the gap threshold (gallons, 0–1000)', {
      params: usernameParams,
      body: reconciliationSettings,
      ok: messageResponse,
    }),
    (request) => setThreshold(app.db, request.params.username, request.body.gap_threshold_gallons),
  );
});
