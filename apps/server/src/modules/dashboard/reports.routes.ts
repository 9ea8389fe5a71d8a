import {
  dailyReport,
  monthlyReport,
  monthQuery,
  reportCsvQuery,
  tankReading,
  usernameParams,
  weeklyReport,
  z,
} from '@depot/contract';
import { REPORTS_PER_ACCOUNT } from '../../config/rate-limits';
import { rangeCsvHandler } from '../../lib/csv-reply';
import { defineRoutes } from '../../lib/route-docs';
import { reportCsv } from './report-csv';
import * as reports from './reports.service';

/** The reports aggregate over months: counted per account (the tank list is one row per tank). */
const limited = { access: 'depot' as const, limits: [REPORTS_PER_ACCOUNT] };

export default defineRoutes(['dashboard'], [400, 401, 403, 404], (app, docs) => {
  app.get(
    '/api/reports/:username/daily',
    docs(limited, 'Gallons and litres per day of a month, and today per tap', {
      params: usernameParams,
      querystring: monthQuery,
      ok: dailyReport,
      also: [429],
    }),
    (request) => reports.dailyReport(app.db, request.params.username, request.query.month),
  );
  app.get(
    '/api/reports/:username/weekly',
    docs(limited, 'Recent weeks', { params: usernameParams, ok: weeklyReport, also: [429] }),
    (request) => reports.weeklyReport(app.db, request.params.username),
  );
  app.get(
    '/api/reports/:username/monthly',
    docs(limited, 'Months of the current year', {
      params: usernameParams,
      ok: monthlyReport,
      also: [429],
    }),
    (request) => reports.monthlyReport(app.db, request.params.username),
  );
  app.get(
    '/api/reports/:username/report.csv',
    docs(
      { access: 'owner', limits: [REPORTS_PER_ACCOUNT] },
      'The daily, weekly or monthly gallons table of a range (≤ 366 days) as CSV',
      { params: usernameParams, querystring: reportCsvQuery, ok: z.string(), also: [429] },
    ),
    rangeCsvHandler(app.db, (query) => `laporan-${query.period}`, reportCsv),
  );
  app.get(
    '/api/tanks/:username',
    docs('depot', 'The newest reading of each tank', {
      params: usernameParams,
      ok: z.array(tankReading),
    }),
    (request) => reports.tankReadings(app.db, request.params.username),
  );
});
