import {
  loginRequest,
  loginResponse,
  logoutResponse,
  messageResponse,
  messages,
  normaliseRegistration,
  ownPasswordChange,
  ownPasswordChanged,
  registerRequest,
} from '@depot/contract';
import { LOGIN_PER_ADDRESS, REGISTER_PER_ADDRESS } from '../../config/rate-limits';
import { changeOwnPassword, login, logout, tokenClaims } from './auth.service';
import { requestRegistration } from './registration.service';
import { requireAccount } from './require-account';
import { defineRoutes } from '../../lib/route-docs';

export default defineRoutes(['auth'], [], (app, docs) => {
  app.post(
    '/api/auth/login',
    docs({ access: 'public', limits: [LOGIN_PER_ADDRESS] }, 'Log in with a username and password', {
      body: loginRequest,
      ok: loginResponse,
      // 403: the username and password of a registration request still waiting or rejected.
      errors: [400, 401, 403, 429],
    }),
    async (request) => {
      const result = await login(app.db, request.body, request.ip);
      const token = await app.jwt.sign(tokenClaims(result));
      return {
        success: true as const,
        token,
        username: result.username,
        is_super_admin: result.isSuperAdmin,
        role: result.isSuperAdmin
          ? ('super_admin' as const)
          : result.employerUsername
            ? ('employee' as const)
            : ('owner' as const),
        depot_username: result.employerUsername ?? result.username,
        name: result.name,
        message: messages.login.success,
        failed_logins: result.failedLogins && {
          count: result.failedLogins.count,
          since: result.failedLogins.since.toISOString(),
        },
      };
    },
  );

  app.post(
    '/api/auth/logout',
    docs('depot', 'End this session: the bearer token is refused from now on (no body)', {
      ok: logoutResponse,
      errors: [401],
    }),
    async (request) => {
      await logout(app.db, requireAccount(request).id, request.user);
      return { success: true as const, message: messages.logout.success };
    },
  );

  app.put(
    '/api/auth/password',
    docs(
      'depot',
      "Change one's own password: every other session ends, this one goes on with the returned token",
      { body: ownPasswordChange, ok: ownPasswordChanged, errors: [400, 401, 429] },
    ),
    async (request) => {
      const result = await changeOwnPassword(
        app.db,
        requireAccount(request),
        request.body,
        request.ip,
      );
      const token = await app.jwt.sign(tokenClaims(result));
      return { success: true as const, message: messages.profile.passwordChanged, token };
    },
  );

  // A visitor asks for a depot account; a super admin approves or rejects it (modules/admin).
  app.post(
    '/api/auth/register',
    docs(
      { access: 'public', limits: [REGISTER_PER_ADDRESS] },
      'Ask for a depot account; a super admin approves or rejects it',
      { body: registerRequest, ok: messageResponse, status: 202, errors: [400, 409, 429] },
    ),
    async (request, reply) => {
      await requestRegistration(app.db, normaliseRegistration(request.body));
      return reply.code(202).send({ message: messages.register.accepted });
    },
  );
});
