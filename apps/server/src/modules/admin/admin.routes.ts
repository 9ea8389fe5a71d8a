import {
  approveResponse,
  idParams,
  messageResponse,
  messages,
  pendingRegistrationList,
} from '@depot/contract';
import { requireAccount } from '../auth';
import { approve, listPending, reject } from './registration.service';
import { defineRoutes } from '../../lib/route-docs';

/** Registration requests (asked for under auth): a super admin approves or rejects them. */
export default defineRoutes(['admin'], [401, 403, 404], (app, docs) => {
  app.get(
    '/api/admin/pending-registrations',
    docs('superAdmin', 'Registration requests awaiting approval (super admin)', {
      ok: pendingRegistrationList,
    }),
    () => listPending(app.db),
  );

  app.post(
    '/api/admin/approve-registration/:id',
    docs('superAdmin', 'Approve a request: creates the account, tank and sensors (super admin)', {
      params: idParams,
      ok: approveResponse,
      also: [409],
    }),
    (request) => approve(app.db, requireAccount(request), request.params.id),
  );

  app.delete(
    '/api/admin/reject-registration/:id',
    docs('superAdmin', 'Reject a request and delete its data (super admin)', {
      params: idParams,
      ok: messageResponse,
    }),
    async (request) => {
      await reject(app.db, requireAccount(request), request.params.id);
      return { message: messages.admin.rejected };
    },
  );
});
