import {
  messages,
  profileResponse,
  profileSaved,
  profileUpdate,
  usernameParams,
} from '@depot/contract';
import { requireAccount } from '../auth';
import { getProfile, updateProfile } from './profile.service';
import { defineRoutes } from '../../lib/route-docs';

export default defineRoutes(['profile'], [], (app, docs) => {
  app.get(
    '/api/profile/:username',
    docs('depot', "A depot's name, address and settings", {
      params: usernameParams,
      ok: profileResponse,
      errors: [401, 403, 404],
    }),
    async (request) => getProfile(app.db, request.params.username),
  );

  app.put(
    '/api/profile/:username',
    docs(
      'owner',
      "Edit a depot's details, location, public-map consent and tank thresholds (its owner or a super admin)",
      {
        params: usernameParams,
        body: profileUpdate,
        ok: profileSaved,
        errors: [400, 401, 403, 404],
      },
    ),
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
});
