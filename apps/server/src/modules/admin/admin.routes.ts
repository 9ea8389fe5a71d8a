import {
  approveResponse,
  idParams,
  messageResponse,
  messages,
  pendingRegistrationList,
} from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth';
import { approve, listPending, reject } from './registration.service';
import { withErrors } from '../../lib/route-errors';

const adminErrors = [401, 403, 404] as const;

/** Registration requests (asked for under auth): a super admin approves or rejects them. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/pending-registrations',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['admin'],
        summary: 'Registration requests awaiting approval (super admin)',
        response: withErrors({ 200: pendingRegistrationList }, ...adminErrors),
      },
    },
    () => listPending(app.db),
  );

  app.post(
    '/api/admin/approve-registration/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['admin'],
        summary: 'Approve a request: creates the account, tank and sensors (super admin)',
        params: idParams,
        response: withErrors({ 200: approveResponse }, ...adminErrors, 409),
      },
    },
    (request) => approve(app.db, requireAccount(request), request.params.id),
  );

  app.delete(
    '/api/admin/reject-registration/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['admin'],
        summary: 'Reject a request and delete its data (super admin)',
        params: idParams,
        response: withErrors({ 200: messageResponse }, ...adminErrors),
      },
    },
    async (request) => {
      await reject(app.db, requireAccount(request), request.params.id);
      return { message: messages.admin.rejected };
    },
  );
};

export default adminRoutes;
