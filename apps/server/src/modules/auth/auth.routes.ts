import {
  errorResponse,
  loginRequest,
  loginResponse,
  messageResponse,
  messages,
  registerRequest,
  normaliseRegistration,
} from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestRegistration } from '../admin';
import { login } from './auth.service';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in with a username and password',
        body: loginRequest,
        response: { 200: loginResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const result = await login(app.db, request.body, request.ip);
      const token = await app.jwt.sign({ sub: String(result.accountId) });
      return {
        success: true as const,
        token,
        username: result.username,
        is_super_admin: result.isSuperAdmin,
        message: messages.login.success,
      };
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a depot account; a super admin approves or rejects it',
        body: registerRequest,
        response: { 202: messageResponse, 400: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await requestRegistration(app.db, normaliseRegistration(request.body));
      return reply.code(202).send({ message: messages.register.accepted });
    },
  );
};

export default authRoutes;
