import {
  messageResponse,
  reconciliationDay,
  reconciliationQuery,
  reconciliationSettings,
  reconciliationTrend,
  usernameParams,
  z,
} from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth';
import { withErrors } from '../../lib/route-errors';
import { reconciliation, setThreshold, thresholdFor } from './reconciliation.service';

const errors = [400, 401, 403, 404] as const;

/** Taps against till: the owner's (an employee sees their own shift's day, no trend). */
const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reconciliation/:username',
    {
      config: { access: 'depot' },
      schema: {
        tags: ['reconciliation'],
        summary:
          'Gallons at the taps against gallons sold: ?date=YYYY-MM-DD for a day, ?from=&to= (≤ 92 days) for a trend',
        params: usernameParams,
        querystring: reconciliationQuery,
        response: withErrors({ 200: z.union([reconciliationDay, reconciliationTrend]) }, ...errors),
      },
    },
    (request) =>
      reconciliation(app.db, requireAccount(request), request.params.username, request.query),
  );

  app.get(
    '/api/reconciliation/:username/settings',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['reconciliation'],
        summary: 'The gap (gallons) above which a closed day is notified',
        params: usernameParams,
        response: withErrors({ 200: reconciliationSettings }, ...errors),
      },
    },
    (request) => thresholdFor(app.db, request.params.username),
  );

  app.put(
    '/api/reconciliation/:username/settings',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['reconciliation'],
        summary: 'Set the gap threshold (gallons, 0–1000)',
        params: usernameParams,
        body: reconciliationSettings,
        response: withErrors({ 200: messageResponse }, ...errors),
      },
    },
    (request) => setThreshold(app.db, request.params.username, request.body.gap_threshold_gallons),
  );
};

export default reconciliationRoutes;
