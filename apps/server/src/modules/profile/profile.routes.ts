import { errorResponse, messages, profileResponse, usernameParams } from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { findProfile } from './profile.repository';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/:username',
    {
      config: { access: 'depot' },
      schema: {
        tags: ['profile'],
        summary: "A depot's name and address",
        params: usernameParams,
        response: {
          200: profileResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const profile = await findProfile(app.db, request.params.username);
      if (!profile) throw new HttpError(404, messages.profile.notFound);
      return profile;
    },
  );
};

export default profileRoutes;
