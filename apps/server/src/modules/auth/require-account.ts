import { messages } from '@depot/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import type { SessionAccount } from './auth.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by the auth plugin on `depot` and `superAdmin` routes. */
    account?: SessionAccount;
  }
}

/** The signed-in caller of a `depot` or `superAdmin` route. */
export function requireAccount(request: FastifyRequest): SessionAccount {
  if (!request.account) throw new HttpError(401, messages.api.unauthorized);
  return request.account;
}
