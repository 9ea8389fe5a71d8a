import {
  messageResponse,
  shift,
  shiftBody,
  depotItemParams,
  shiftResult,
  usernameParams,
  z,
} from '@depot/contract';
import { requireAccount } from '../auth';
import { defineRoutes } from '../../lib/route-docs';
import { createShift, listShifts, removeShift, updateShift } from './shifts.service';

/** The depot's shifts: everyone at the depot reads them, its owner (or a super admin) sets them. */
export default defineRoutes(['attendance'], [400, 401, 403, 404], (app, docs) => {
  app.get(
    '/api/shifts/:username',
    docs('depot', "The depot's daily shifts (WIB) and who works each", {
      params: usernameParams,
      ok: z.array(shift),
    }),
    (request) => listShifts(app.db, request.params.username),
  );

  app.post(
    '/api/shifts/:username',
    docs('owner', 'Add a shift; it may cross midnight, never overlap another', {
      params: usernameParams,
      body: shiftBody,
      ok: shiftResult,
    }),
    (request) =>
      createShift(app.db, requireAccount(request), request.params.username, request.body),
  );

  app.put(
    '/api/shifts/:username/:id',
    docs('owner', 'Change a shift: its name, times and people', {
      params: depotItemParams,
      body: shiftBody,
      ok: shiftResult,
    }),
    (request) => updateShift(app.db, requireAccount(request), request.params, request.body),
  );

  app.delete(
    '/api/shifts/:username/:id',
    docs('owner', 'Remove a shift; attendance already recorded stays', {
      params: depotItemParams,
      ok: messageResponse,
    }),
    (request) => removeShift(app.db, requireAccount(request), request.params),
  );
});
