import {
  actuatorParams,
  BUCKET_MINUTES_HEADER,
  createActuatorBody,
  createdWithKey,
  createIotDeviceBody,
  createIotSensorBody,
  idParams,
  latestSensorReading,
  masterTableQuery,
  messageResponse,
  sensorParams,
  sensorReading,
  sensorReadingsQuery,
  smartIotDevice,
  smartIotSensor,
  z,
} from '@depot/contract';
import { sendTablePage } from '../admin';
import { requireAccount } from '../auth';
import * as hardware from './iot.admin.service';
import { latestReadings, sensorById, sensorReadings } from './iot.service';
import { defineRoutes } from '../../lib/route-docs';

/**
 * Smart weather (spec admin-tracker-map §2, §7). The two lists are the master tables of the same
 * name, answered with their typed rows: these static paths shadow `…/tables/:endpoint`, so the
 * master-data screen's paged calls land here too.
 */
export default defineRoutes(['iot'], [400, 401, 403, 404], (app, docs) => {
  for (const [table, row] of [
    ['smart_iot_devices', smartIotDevice],
    ['smart_iot_sensors', smartIotSensor],
  ] as const) {
    app.get(
      `/api/superadmin/tables/${table}`,
      docs(
        'superAdmin',
        `Every row of ${table} without _limit, else one page (total in X-Total-Count) (super admin)`,
        { querystring: masterTableQuery, ok: z.array(row) },
      ),
      async (request, reply) =>
        (await sendTablePage(app.db, table, request.query, reply)) as z.infer<typeof row>[],
    );
  }

  app.get(
    '/api/superadmin/tables/latest-sensor-readings',
    docs('superAdmin', "Every smart IoT sensor's newest reading, kept at ingest (super admin)", {
      ok: z.array(latestSensorReading),
    }),
    async () => latestReadings(app.db),
  );

  app.get(
    '/api/superadmin/tables/sensors/:sensorId',
    docs('superAdmin', 'One smart IoT sensor, as an array of one (super admin)', {
      params: sensorParams,
      ok: z.array(smartIotSensor),
    }),
    async (request) => sensorById(app.db, request.params.sensorId),
  );

  app.get(
    '/api/superadmin/tables/sensors/:sensorId/readings',
    docs(
      'superAdmin',
      'Readings newest first. Periods in WIB: weekly = today and the 6 days before, monthly = today and the 29 days before (both from 00:00 WIB), by_month = that calendar month, none = all. Above _limit readings: bucket averages with count/min/max (width in X-Bucket-Minutes); _raw=true: the newest raw readings (super admin)',
      { params: sensorParams, querystring: sensorReadingsQuery, ok: z.array(sensorReading) },
    ),
    async (request, reply) => {
      const answer = await sensorReadings(app.db, request.params.sensorId, request.query);
      if (answer.bucketMinutes !== null) {
        reply.header(BUCKET_MINUTES_HEADER, String(answer.bucketMinutes));
      }
      return answer.points;
    },
  );

  app.post(
    '/api/superadmin/iot/devices',
    docs('superAdmin', "Add a smart IoT device to a depot owner's account (super admin)", {
      body: createIotDeviceBody,
      ok: smartIotDevice,
      status: 201,
    }),
    async (request, reply) => {
      reply.code(201);
      return hardware.createDevice(app.db, requireAccount(request), request.body);
    },
  );

  app.post(
    '/api/superadmin/iot/devices/:id/sensors',
    docs('superAdmin', 'Add a sensor to a device; its key is answered this once (super admin)', {
      params: idParams,
      body: createIotSensorBody,
      ok: createdWithKey,
      status: 201,
      also: [409],
    }),
    async (request, reply) => {
      reply.code(201);
      return hardware.createSensor(
        app.db,
        requireAccount(request),
        request.params.id,
        request.body,
      );
    },
  );

  app.post(
    '/api/superadmin/iot/devices/:id/actuators',
    docs('superAdmin', 'Add an actuator to a device; its key is answered this once (super admin)', {
      params: idParams,
      body: createActuatorBody,
      ok: createdWithKey,
      status: 201,
      also: [409],
    }),
    async (request, reply) => {
      reply.code(201);
      return hardware.createActuator(
        app.db,
        requireAccount(request),
        request.params.id,
        request.body,
      );
    },
  );

  app.delete(
    '/api/superadmin/iot/devices/:id',
    docs(
      'superAdmin',
      'Remove a device with its sensors, actuators and their history (super admin)',
      { params: idParams, ok: messageResponse },
    ),
    async (request) => hardware.deleteDevice(app.db, requireAccount(request), request.params.id),
  );

  app.delete(
    '/api/superadmin/iot/sensors/:sensorId',
    docs('superAdmin', 'Remove a smart IoT sensor with its readings (super admin)', {
      params: sensorParams,
      ok: messageResponse,
    }),
    async (request) =>
      hardware.deleteChannel(app.db, requireAccount(request), request.params.sensorId, 'iot'),
  );

  app.delete(
    '/api/superadmin/iot/actuators/:id',
    docs('superAdmin', 'Remove an actuator with its command log (super admin)', {
      params: actuatorParams,
      ok: messageResponse,
    }),
    async (request) =>
      hardware.deleteChannel(app.db, requireAccount(request), request.params.id, 'actuator'),
  );
});
