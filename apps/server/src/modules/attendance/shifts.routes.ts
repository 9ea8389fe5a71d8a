import {
  messageResponse,
  shift,
  shiftBody,
  shiftParams,
  shiftResult,
  usernameParams,
  z,
} from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth';
import { withErrors } from '../../lib/route-errors';
import { createShift, listShifts, removeShift, updateShift } from './shifts.service';

const errors = [400, 401, 403, 404] as const;

/** The depot's shifts: everyone at the depot reads them, its owner (or a super admin) sets them. */
const shiftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/shifts/:username',
    {
      config: { access: 'depot' },
      schema: {
        tags: ['attendance'],
        summary: "The depot's daily shifts (WIB) and who works each",
        params: usernameParams,
        response: withErrors({ 200: z.array(shift) }, ...errors),
      },
    },
    (request) => listShifts(app.db, request.params.username),
  );

  app.post(
    '/api/shifts/:username',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['attendance'],
        summary: 'Add a shift; it may cross midnight, never overlap another',
        params: usernameParams,
        body: shiftBody,
        response: withErrors({ 200: shiftResult }, ...errors),
      },
    },
    (request) =>
      createShift(app.db, requireAccount(request), request.params.username, request.body),
  );

  app.put(
    '/api/shifts/:username/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['attendance'],
        summary: 'Change a shift: its name, times and people',
        params: shiftParams,
        body: shiftBody,
        response: withErrors({ 200: shiftResult }, ...errors),
      },
    },
    (request) =>
      updateShift(
        app.db,
        requireAccount(request),
        request.params.username,
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    '/api/shifts/:username/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['attendance'],
        summary: 'Remove a shift; attendance already recorded stays',
        params: shiftParams,
        response: withErrors({ 200: messageResponse }, ...errors),
      },
    },
    (request) =>
      removeShift(app.db, requireAccount(request), request.params.username, request.params.id),
  );
};

export default shiftRoutes;
