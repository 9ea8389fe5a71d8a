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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendTablePage } from '../admin';
import { requireAccount } from '../auth';
import * as hardware from './iot.admin.service';
import { latestReadings, sensorById, sensorReadings } from './iot.service';
import { withErrors } from '../../lib/route-errors';

const errors = [400, 401, 403, 404] as const;
const admin = { access: 'superAdmin' as const };
const tags = ['iot'];

/**
 * Smart weather (spec admin-tracker-map §2, §7). The two lists are the master tables of the same
 * name, answered with their typed rows: these static paths shadow `…/tables/:endpoint`, so the
 * master-data screen's paged calls land here too.
 */
const iotRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [table, row] of [
    ['smart_iot_devices', smartIotDevice],
    ['smart_iot_sensors', smartIotSensor],
  ] as const) {
    app.get(
      `/api/superadmin/tables/${table}`,
      {
        config: admin,
        schema: {
          tags,
          summary: `Every row of ${table} without _limit, else one page (total in X-Total-Count) (super admin)`,
          querystring: masterTableQuery,
          response: withErrors({ 200: z.array(row) }, ...errors),
        },
      },
      async (request, reply) =>
        (await sendTablePage(app.db, table, request.query, reply)) as z.infer<typeof row>[],
    );
  }

  app.get(
    '/api/superadmin/tables/latest-sensor-readings',
    {
      config: admin,
      schema: {
        tags,
        summary: "Every smart IoT sensor's newest reading, kept at ingest (super admin)",
        response: withErrors({ 200: z.array(latestSensorReading) }, ...errors),
      },
    },
    async () => latestReadings(app.db),
  );

  app.get(
    '/api/superadmin/tables/sensors/:sensorId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One smart IoT sensor, as an array of one (super admin)',
        params: sensorParams,
        response: withErrors({ 200: z.array(smartIotSensor) }, ...errors),
      },
    },
    async (request) => sensorById(app.db, request.params.sensorId),
  );

  app.get(
    '/api/superadmin/tables/sensors/:sensorId/readings',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Readings newest first. Periods in WIB: weekly = today and the 6 days before, monthly = today and the 29 days before (both from 00:00 WIB), by_month = that calendar month, none = all. Above _limit readings: bucket averages with count/min/max (width in X-Bucket-Minutes); _raw=true: the newest raw readings (super admin)',
        params: sensorParams,
        querystring: sensorReadingsQuery,
        response: withErrors({ 200: z.array(sensorReading) }, ...errors),
      },
    },
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
    {
      config: admin,
      schema: {
        tags,
        summary: "Add a smart IoT device to a depot owner's account (super admin)",
        body: createIotDeviceBody,
        response: withErrors({ 201: smartIotDevice }, ...errors),
      },
    },
    async (request, reply) => {
      reply.code(201);
      return hardware.createDevice(app.db, requireAccount(request), request.body);
    },
  );

  const channel = withErrors({ 201: createdWithKey }, ...errors, 409);
  app.post(
    '/api/superadmin/iot/devices/:id/sensors',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a sensor to a device; its key is answered this once (super admin)',
        params: idParams,
        body: createIotSensorBody,
        response: channel,
      },
    },
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
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add an actuator to a device; its key is answered this once (super admin)',
        params: idParams,
        body: createActuatorBody,
        response: channel,
      },
    },
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

  const removed = withErrors({ 200: messageResponse }, ...errors);
  app.delete(
    '/api/superadmin/iot/devices/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Remove a device with its sensors, actuators and their history (super admin)',
        params: idParams,
        response: removed,
      },
    },
    async (request) => hardware.deleteDevice(app.db, requireAccount(request), request.params.id),
  );

  app.delete(
    '/api/superadmin/iot/sensors/:sensorId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Remove a smart IoT sensor with its readings (super admin)',
        params: sensorParams,
        response: removed,
      },
    },
    async (request) =>
      hardware.deleteChannel(app.db, requireAccount(request), request.params.sensorId, 'iot'),
  );

  app.delete(
    '/api/superadmin/iot/actuators/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Remove an actuator with its command log (super admin)',
        params: actuatorParams,
        response: removed,
      },
    },
    async (request) =>
      hardware.deleteChannel(app.db, requireAccount(request), request.params.id, 'actuator'),
  );
};

export default iotRoutes;
