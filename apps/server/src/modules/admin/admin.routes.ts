import {
  approveResponse,
  errorResponse,
  idParams,
  messageResponse,
  messages,
  normaliseRegistration,
  pendingRegistrationList,
  registerRequest,
} from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REGISTER_PER_ADDRESS } from '../../config/rate-limits';
import { requireAccount } from '../auth';
import { approve, listPending, reject, requestRegistration } from './registration.service';

const adminErrors = { 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Registration: a visitor asks for a depot account (public), a super admin decides. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/register',
    {
      config: { access: 'public', limits: [REGISTER_PER_ADDRESS] },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a depot account; a super admin approves or rejects it',
        body: registerRequest,
        response: {
          202: messageResponse,
          400: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      await requestRegistration(app.db, normaliseRegistration(request.body));
      return reply.code(202).send({ message: messages.register.accepted });
    },
  );

  app.get(
    '/api/admin/pending-registrations',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['admin'],
        summary: 'Registration requests awaiting approval (super admin)',
        response: { 200: pendingRegistrationList, ...adminErrors },
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
        response: { 200: approveResponse, 409: errorResponse, ...adminErrors },
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
        response: { 200: messageResponse, ...adminErrors },
      },
    },
    async (request) => {
      await reject(app.db, requireAccount(request), request.params.id);
      return { message: messages.admin.rejected };
    },
  );
};

export default adminRoutes;
