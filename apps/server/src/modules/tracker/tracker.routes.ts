import type { z } from '@depot/contract';
import {
  adminTrackersResponse,
  createGeofenceRequest,
  createTrackerRequest,
  createTrackerResponse,
  deviceStatusResponse,
  geofenceSavedResponse,
  geofencesResponse,
  historyResponse,
  idParams,
  lastPositionResponse,
  messages,
  summaryResponse,
  trackerDevicesResponse,
  trackerIdParams,
  trackerMessageResponse,
  trackerQuery,
  trackerRangeQuery,
  usernameParams,
} from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRACKER_RANGES_PER_ACCOUNT } from '../../config/rate-limits';
import { requireAccount } from '../auth';
import { createGeofence, deleteGeofence, listGeofences } from './geofence.service';
import * as tracker from './tracker.service';
import { createTracker, deleteTracker, listAllTrackers } from './trackers-admin.service';
import { withErrors } from '../../lib/route-errors';

const errors = [400, 401, 403, 404] as const;
const ok = <T>(data: T, message?: string) => ({ success: true as const, data, message });

/** A depot's read: `{username}` in the path, checked against the caller by the auth plugin. */
const depotRead = <Extra extends object>(summary: string, response: z.ZodType, extra?: Extra) => ({
  config: { access: 'depot' as const },
  schema: {
    tags: ['tracker'],
    summary,
    params: usernameParams,
    ...(extra as Extra),
    response: withErrors({ 200: response }, ...errors),
  },
});

/** History and summary read whole ranges: counted per account (config/rate-limits.ts). */
const rangeRead = (summary: string, response: z.ZodType) => ({
  config: { access: 'depot' as const, limits: [TRACKER_RANGES_PER_ACCOUNT] },
  schema: {
    tags: ['tracker'],
    summary,
    params: usernameParams,
    querystring: trackerRangeQuery,
    response: withErrors({ 200: response }, ...errors, 429),
  },
});

const adminSchema = <Extra extends object>(summary: string, extra: Extra) => ({
  config: { access: 'superAdmin' as const },
  schema: { tags: ['tracker'], summary, ...extra },
});

const trackerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tracker/devices/:username',
    depotRead(
      "The depot's trackers with their status, and the depot's location",
      trackerDevicesResponse,
    ),
    async (request) => ok(await tracker.devices(app.db, request.params.username)),
  );

  app.get(
    '/api/tracker/last-position/:username',
    depotRead('The newest position of a bike (`tracker`, else the first)', lastPositionResponse, {
      querystring: trackerQuery,
    }),
    async (request) =>
      ok(await tracker.lastPosition(app.db, request.params.username, request.query.tracker)),
  );

  app.get(
    '/api/tracker/device-status/:username',
    depotRead('Online or Offline, and when the bike was last heard from', deviceStatusResponse, {
      querystring: trackerQuery,
    }),
    async (request) =>
      ok(await tracker.deviceStatus(app.db, request.params.username, request.query.tracker)),
  );

  app.get(
    '/api/tracker/geofence/:username',
    depotRead("The depot's geofences; coordinates as JSON text", geofencesResponse),
    async (request) => ok(await listGeofences(app.db, request.params.username)),
  );

  app.get(
    '/api/tracker/history/:username',
    rangeRead('Positions of a range of days (Asia/Jakarta), thinned for drawing', historyResponse),
    async (request) => {
      const { points, total } = await tracker.history(
        app.db,
        request.params.username,
        request.query,
      );
      const message = points.length === 0 ? messages.tracker.noHistoryInRange : undefined;
      return { ...ok(points, message), total_points: total };
    },
  );

  app.get(
    '/api/tracker/summary/:username',
    rangeRead('Distance, riding time, speeds, trips and stops of a range of days', summaryResponse),
    async (request) => ok(await tracker.summary(app.db, request.params.username, request.query)),
  );

  app.post(
    '/api/tracker/geofence',
    adminSchema('Save a geofence polygon for a depot (super admin)', {
      body: createGeofenceRequest,
      response: withErrors({ 201: geofenceSavedResponse }, ...errors),
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await createGeofence(app.db, requireAccount(request), request.body),
            messages.tracker.geofenceSaved,
          ),
        ),
  );

  app.delete(
    '/api/tracker/geofence/:id',
    adminSchema('Delete a geofence (super admin)', {
      params: idParams,
      response: withErrors({ 200: trackerMessageResponse }, ...errors),
    }),
    async (request) => {
      await deleteGeofence(app.db, requireAccount(request), request.params.id);
      return { success: true as const, message: messages.tracker.geofenceDeleted };
    },
  );

  app.get(
    '/api/superadmin/trackers',
    adminSchema("Every depot's trackers with their status (super admin)", {
      response: withErrors({ 200: adminTrackersResponse }, ...errors),
    }),
    async () => ok(await listAllTrackers(app.db)),
  );

  app.post(
    '/api/superadmin/trackers',
    adminSchema('Add a tracker to a depot; its key is shown once (super admin)', {
      body: createTrackerRequest,
      response: withErrors({ 201: createTrackerResponse }, ...errors, 409),
    }),
    async (request, reply) => {
      const created = await createTracker(app.db, requireAccount(request), request.body);
      return reply.code(201).send({
        success: true as const,
        message: messages.tracker.trackerAdded(created.name),
        data: created,
      });
    },
  );

  app.delete(
    '/api/superadmin/trackers/:id',
    adminSchema('Delete a tracker and its history (super admin)', {
      params: trackerIdParams,
      response: withErrors({ 200: trackerMessageResponse }, ...errors),
    }),
    async (request) => {
      await deleteTracker(app.db, requireAccount(request), request.params.id);
      return { success: true as const, message: messages.tracker.trackerDeleted };
    },
  );
};

export default trackerRoutes;
