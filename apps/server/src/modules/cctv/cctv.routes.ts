import { cctvResponse, cctvUpdateRequest, usernameParams } from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth';
import { cameras, setSource } from './cctv.service';
import { withErrors } from '../../lib/route-errors';

const errors = [400, 401, 403, 404] as const;

/** Stream URLs are the depot's own (they may carry a token): only its people read them. */
const cctvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cctv/:username',
    {
      config: { access: 'depot' },
      schema: {
        tags: ['cctv'],
        summary: "The depot's three cameras with their stream URLs",
        params: usernameParams,
        response: withErrors({ 200: cctvResponse }, ...errors),
      },
    },
    async (request) => cameras(app.db, requireAccount(request), request.params.username),
  );

  app.put(
    '/api/cctv/:username',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['cctv'],
        summary: "Sets (or with `url: null` clears) one camera's HLS or MP4 source",
        params: usernameParams,
        body: cctvUpdateRequest,
        response: withErrors({ 200: cctvResponse }, ...errors),
      },
    },
    async (request) =>
      setSource(app.db, requireAccount(request), request.params.username, request.body),
  );
};

export default cctvRoutes;
