import { cctvResponse, cctvUpdateRequest, usernameParams } from '@depot/contract';
import { requireAccount } from '../auth';
import { cameras, setSource } from './cctv.service';
import { defineRoutes } from '../../lib/route-docs';

/** Stream URLs are the depot's own (they may carry a token): only its people read them. */
export default defineRoutes(['cctv'], [400, 401, 403, 404], (app, docs) => {
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
});
