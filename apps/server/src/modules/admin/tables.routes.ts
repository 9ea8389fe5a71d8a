import {
  masterRowParams,
  masterRowUpdate,
  masterTableParams,
  masterTableQuery,
  messageResponse,
  z,
  type MasterTableQuery,
} from '@depot/contract';
import type { Db } from '../../db/client';
import type { FastifyReply } from 'fastify';
import { requireAccount } from '../auth';
import { listRows, updateRow } from './tables.service';
import { defineRoutes } from '../../lib/route-docs';

/**
 * One page of a master table with its total in the headers. Also the answer of the static routes
 * that shadow a table's path with a typed response (modules/iot: the smart weather lists).
 */
export async function sendTablePage(
  db: Db,
  endpoint: string,
  query: MasterTableQuery,
  reply: FastifyReply,
) {
  const { rows, total, estimated } = await listRows(db, endpoint, query);
  reply.header('x-total-count', String(total));
  if (estimated) reply.header('x-total-count-estimated', '1');
  return rows;
}

/** The master-data screen (spec admin-tracker-map §7): paged lists and inline edits. */
export default defineRoutes(['admin'], [400, 401, 403, 404], (app, docs) => {
  app.get(
    '/api/superadmin/tables/:endpoint',
    docs(
      'superAdmin',
      'One page of a master table; total in X-Total-Count (X-Total-Count-Estimated: 1 when it is the planner estimate) (super admin)',
      {
        params: masterTableParams,
        querystring: masterTableQuery,
        ok: z.array(z.record(z.string(), z.unknown())),
      },
    ),
    async (request, reply) => sendTablePage(app.db, request.params.endpoint, request.query, reply),
  );

  app.put(
    '/api/superadmin/tables/:endpoint/:id',
    docs('superAdmin', "Edit a row's editable columns; written to the audit log (super admin)", {
      params: masterRowParams,
      body: masterRowUpdate,
      ok: messageResponse,
      also: [409],
    }),
    async (request) =>
      updateRow(
        app.db,
        requireAccount(request),
        request.params.endpoint,
        request.params.id,
        request.body,
      ),
  );
});
