import {
  messages,
  profileResponse,
  profileSaved,
  profileUpdate,
  usernameParams,
} from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth';
import { getProfile, updateProfile } from './profile.service';
import { withErrors } from '../../lib/route-errors';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/:username',
    {
      config: { access: 'depot' },
      schema: {
        tags: ['profile'],
        summary: "A depot's name, address and settings",
        params: usernameParams,
        response: withErrors({ 200: profileResponse }, 401, 403, 404),
      },
    },
    async (request) => getProfile(app.db, request.params.username),
  );

  app.put(
    '/api/profile/:username',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['profile'],
        summary:
          "Edit a depot's details, location, public-map consent and tank thresholds (its owner or a super admin)",
        params: usernameParams,
        body: profileUpdate,
        response: withErrors({ 200: profileSaved }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const profile = await updateProfile(
        app.db,
        requireAccount(request),
        request.params.username,
        request.body,
      );
      return { message: messages.profile.saved, profile };
    },
  );
};

export default profileRoutes;
