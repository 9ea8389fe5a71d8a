import {
  attendanceCsvQuery,
  attendanceMonth,
  attendancePin,
  clockBody,
  clockResult,
  monthQuery,
  usernameParams,
  z,
} from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth';
import { withErrors } from '../../lib/route-errors';
import { clockIn, clockOut, monthCsv, monthOf, newPin } from './attendance.service';

const errors = [400, 401, 403, 404] as const;

const clockSchema = (summary: string) => ({
  tags: ['attendance'],
  summary,
  params: usernameParams,
  body: clockBody,
  response: withErrors({ 200: clockResult }, ...errors, 409),
});

/** Attendance (absensi): everyone at the depot clocks; its owner sees the month and the PIN. */
const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/attendance/:username',
    {
      config: { access: 'depot' },
      schema: {
        tags: ['attendance'],
        summary: "A month's attendance per person (an employee: their own); month=YYYY-MM",
        params: usernameParams,
        querystring: monthQuery,
        response: withErrors({ 200: attendanceMonth }, ...errors),
      },
    },
    (request) =>
      monthOf(app.db, requireAccount(request), request.params.username, request.query.month),
  );

  app.get(
    '/api/attendance/:username/csv',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['attendance'],
        summary: "The month's attendance as CSV (separator , or ;, id-ID numbers)",
        params: usernameParams,
        querystring: attendanceCsvQuery,
        response: withErrors({ 200: z.string() }, ...errors),
      },
    },
    async (request, reply) => {
      const { month, csv } = await monthCsv(
        app.db,
        requireAccount(request),
        request.params.username,
        request.query.month,
        request.query.separator,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="absensi-${request.params.username}-${month}.csv"`,
        )
        .send(csv);
    },
  );

  app.get(
    '/api/attendance/:username/pin',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['attendance'],
        summary: 'A new one-time PIN for clocking in without a location fix (replaces the last)',
        params: usernameParams,
        response: withErrors({ 200: attendancePin }, ...errors),
      },
    },
    (request) => newPin(app.db, request.params.username),
  );

  app.post(
    '/api/attendance/:username/clock-in',
    {
      config: { access: 'depot' },
      schema: clockSchema("Clock in at the depot: the phone's latitude/longitude, or the PIN"),
    },
    (request) => clockIn(app.db, requireAccount(request), request.params.username, request.body),
  );

  app.post(
    '/api/attendance/:username/clock-out',
    {
      config: { access: 'depot' },
      schema: clockSchema("Clock out at the depot: the phone's latitude/longitude, or the PIN"),
    },
    (request) => clockOut(app.db, requireAccount(request), request.params.username, request.body),
  );
};

export default attendanceRoutes;
