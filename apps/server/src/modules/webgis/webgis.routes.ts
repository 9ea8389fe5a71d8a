import {
  DEPOT_IMPORT_MAX_CHARS,
  depotCreated,
  depotImportInput,
  depotImportResult,
  depotInput,
  depotUpdateInput,
  idParams,
  messageResponse,
  webgisDepotList,
} from '@depot/contract';
import { requireAccount } from '../auth';
import { createDepot, importDepots, listDepots, updateDepot } from './webgis.service';
import { defineRoutes } from '../../lib/route-docs';

const bodyErrors = [400, 401, 403, 413] as const;

// JSON doubles a CSV's quotes and line breaks at most; a file just over its limit still gets
// the schema's message instead of the body limit's.
const IMPORT_BODY_LIMIT = 2 * DEPOT_IMPORT_MAX_CHARS + 64 * 1024;

export default defineRoutes(['webgis'], [401, 403], (app, docs) => {
  app.get(
    '/api/webgis/depot',
    {
      ...docs('superAdmin', 'Every mapped depot with its surveyor (super admin)', {
        ok: webgisDepotList,
      }),
      // 10.000 depots are 2,8 MB of JSON; brotli or gzip as the browser accepts.
      compress: {},
    },
    (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listDepots(app.db);
    },
  );

  app.post(
    '/api/webgis/depot',
    docs('superAdmin', 'Add a surveyed depot; it is on the public map at once (super admin)', {
      body: depotInput,
      ok: depotCreated,
      status: 201,
      errors: bodyErrors,
    }),
    async (request, reply) =>
      reply.code(201).send(await createDepot(app.db, requireAccount(request), request.body)),
  );

  app.put(
    '/api/webgis/depot/:id',
    docs('superAdmin', "Change a depot's surveyor and subscription (super admin)", {
      params: idParams,
      body: depotUpdateInput,
      ok: messageResponse,
      errors: [...bodyErrors, 404],
    }),
    (request) => updateDepot(app.db, requireAccount(request), request.params.id, request.body),
  );

  app.post(
    '/api/webgis/depot/import',
    {
      ...docs(
        'superAdmin',
        'Import surveyed depots from a CSV file (the export’s columns, header row): good rows are stored, the others reported by line (super admin)',
        { body: depotImportInput, ok: depotImportResult, errors: bodyErrors },
      ),
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    (request) => importDepots(app.db, requireAccount(request), request.body.csv),
  );
});
