import { cashCloseBody, cashCloseOverview, cashCloseResult, usernameParams } from '@depot/contract';
import { requireAccount } from '../auth';
import { defineRoutes } from '../../lib/route-docs';
import { cashOverview, closeTill } from './cash-close.service';

/** Tutup kasir: each cashier closes their own till; the owner sees every cashier's closes. */
export default defineRoutes(['cash-close'], [400, 401, 403, 404], (app, docs) => {
  app.get(
    '/api/cash-close/:username',
    docs('depot', "The caller's open till period and the closes they may see (newest 60)", {
      params: usernameParams,
      ok: cashCloseOverview,
      errors: [401, 403, 404],
    }),
    (request) => cashOverview(app.db, requireAccount(request), request.params.username),
  );

  app.post(
    '/api/cash-close/:username',
    docs('depot', "Close the caller's till: the cash counted against what it should hold", {
      params: usernameParams,
      body: cashCloseBody,
      ok: cashCloseResult,
      status: 201,
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await closeTill(app.db, requireAccount(request), request.params.username, request.body),
        ),
  );
});
