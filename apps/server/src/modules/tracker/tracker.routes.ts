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
import { TRACKER_RANGES_PER_ACCOUNT } from '../../config/rate-limits';
import { requireAccount } from '../auth';
import { createGeofence, deleteGeofence, listGeofences } from './geofence.service';
import * as tracker from './tracker.service';
import { createTracker, deleteTracker, listAllTrackers } from './trackers-admin.service';
import { defineRoutes } from '../../lib/route-docs';

const ok = <T>(data: T, message?: string) => ({ success: true as const, data, message });

/** History and summary read whole ranges: counted per account (config/rate-limits.ts). */
const rangeRead = { access: 'depot' as const, limits: [TRACKER_RANGES_PER_ACCOUNT] };

export default defineRoutes(['tracker'], [400, 401, 403, 404], (app, docs) => {
  app.get(
    '/api/tracker/devices/:username',
    docs('depot', "The depot's trackers with their status, and the depot's location", {
      params: usernameParams,
      ok: trackerDevicesResponse,
    }),
    async (request) => ok(await tracker.devices(app.db, request.params.username)),
  );

  app.get(
    '/api/tracker/last-position/:username',
    docs('depot', 'The newest position of a bike (`tracker`, else the first)', {
      params: usernameParams,
      querystring: trackerQuery,
      ok: lastPositionResponse,
    }),
    async (request) =>
      ok(await tracker.lastPosition(app.db, request.params.username, request.query.tracker)),
  );

  app.get(
    '/api/tracker/device-status/:username',
    docs('depot', 'Online or Offline, and when the bike was last heard from', {
      params: usernameParams,
      querystring: trackerQuery,
      ok: deviceStatusResponse,
    }),
    async (request) =>
      ok(await tracker.deviceStatus(app.db, request.params.username, request.query.tracker)),
  );

  app.get(
    '/api/tracker/geofence/:username',
    docs('depot', "The depot's geofences; coordinates as JSON text", {
      params: usernameParams,
      ok: geofencesResponse,
    }),
    async (request) => ok(await listGeofences(app.db, request.params.username)),
  );

  app.get(
    '/api/tracker/history/:username',
    docs(rangeRead, 'Positions of a range of days (Asia/Jakarta), thinned for drawing', {
      params: usernameParams,
      querystring: trackerRangeQuery,
      ok: historyResponse,
      also: [429],
    }),
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
    docs(rangeRead, 'Distance, riding time, speeds, trips and stops of a range of days', {
      params: usernameParams,
      querystring: trackerRangeQuery,
      ok: summaryResponse,
      also: [429],
    }),
    async (request) => ok(await tracker.summary(app.db, request.params.username, request.query)),
  );

  app.post(
    '/api/tracker/geofence',
    docs('superAdmin', 'Save a geofence polygon for a depot (super admin)', {
      body: createGeofenceRequest,
      ok: geofenceSavedResponse,
      status: 201,
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
    docs('superAdmin', 'Delete a geofence (super admin)', {
      params: idParams,
      ok: trackerMessageResponse,
    }),
    async (request) => {
      await deleteGeofence(app.db, requireAccount(request), request.params.id);
      return { success: true as const, message: messages.tracker.geofenceDeleted };
    },
  );

  app.get(
    '/api/superadmin/trackers',
    docs('superAdmin', "Every depot's trackers with their status (super admin)", {
      ok: adminTrackersResponse,
    }),
    async () => ok(await listAllTrackers(app.db)),
  );

  app.post(
    '/api/superadmin/trackers',
    docs('superAdmin', 'Add a tracker to a depot; its key is shown once (super admin)', {
      body: createTrackerRequest,
      ok: createTrackerResponse,
      status: 201,
      also: [409],
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
    docs('superAdmin', 'Delete a tracker and its history (super admin)', {
      params: trackerIdParams,
      ok: trackerMessageResponse,
    }),
    async (request) => {
      await deleteTracker(app.db, requireAccount(request), request.params.id);
      return { success: true as const, message: messages.tracker.trackerDeleted };
    },
  );
});
