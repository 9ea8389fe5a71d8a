import { cctvResponse, cctvUpdateRequest, usernameParams } from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth';
import { cameras, setSource } from './cctv.service';
import { routeDocs } from '../../lib/route-docs';

const docs = routeDocs(['cctv'], [400, 401, 403, 404]);

/** Stream URLs are the depot's own (they may carry a token): only its people read them. */
const cctvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cctv/:username',
    docs('depot', "The depot's three cameras with their stream URLs", {
      params: usernameParams,
      ok: cctvResponse,
    }),
    async (request) => cameras(app.db, requireAccount(request), request.params.username),
  );

  app.put(
    '/api/cctv/:username',
    docs('owner', "Sets (or with `url: null` clears) one camera's HLS or MP4 source", {
      params: usernameParams,
      body: cctvUpdateRequest,
      ok: cctvResponse,
    }),
    async (request) =>
      setSource(app.db, requireAccount(request), request.params.username, request.body),
  );
};

export default cctvRoutes;
