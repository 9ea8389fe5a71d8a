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
import { requireAccount } from '../auth';
import { sendCsv } from '../../lib/csv-reply';
import { defineRoutes } from '../../lib/route-docs';
import { clockIn, clockOut, monthCsv, monthOf, newPin } from './attendance.service';

/** Attendance (absensi): everyone at the depot clocks; its owner sees the month and the PIN. */
export default defineRoutes(['attendance'], [400, 401, 403, 404], (app, docs) => {
  const clock = (summary: string) =>
    docs('depot', summary, {
      params: usernameParams,
      body: clockBody,
      ok: clockResult,
      also: [409],
    });

  app.get(
    '/api/attendance/:username',
    docs('depot', "A month's attendance per person (an employee: their own); month=YYYY-MM", {
      params: usernameParams,
      querystring: monthQuery,
      ok: attendanceMonth,
    }),
    (request) =>
      monthOf(app.db, requireAccount(request), request.params.username, request.query.month),
  );

  app.get(
    '/api/attendance/:username/csv',
    docs('owner', "The month's attendance as CSV (separator ; or ,)", {
      params: usernameParams,
      querystring: attendanceCsvQuery,
      ok: z.string(),
    }),
    async (request, reply) => {
      const { month, csv } = await monthCsv(
        app.db,
        requireAccount(request),
        request.params.username,
        request.query.month,
        request.query.sep,
      );
      return sendCsv(reply, `absensi-${request.params.username}-${month}.csv`, csv);
    },
  );

  app.get(
    '/api/attendance/:username/pin',
    docs('owner', 'A new one-time PIN for clocking in without a location fix (replaces the last)', {
      params: usernameParams,
      ok: attendancePin,
    }),
    (request) => newPin(app.db, request.params.username),
  );

  app.post(
    '/api/attendance/:username/clock-in',
    clock("Clock in at the depot: the phone's latitude/longitude, or the PIN"),
    (request) => clockIn(app.db, requireAccount(request), request.params.username, request.body),
  );

  app.post(
    '/api/attendance/:username/clock-out',
    clock("Clock out at the depot: the phone's latitude/longitude, or the PIN"),
    (request) => clockOut(app.db, requireAccount(request), request.params.username, request.body),
  );
});
