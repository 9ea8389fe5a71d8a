import {
  ACTUATOR_CONFIRM_TIMEOUT_MS,
  actuatorCommandBody,
  actuatorCommandReply,
  actuatorParams,
  sfDashboard,
  sfDashboardQuery,
} from '@depot/contract';
import { requireAccount } from '../auth';
import { CommandTimeouts } from './command-timeouts';
import { dashboard, sendCommand } from './farming.service';
import { defineRoutes } from '../../lib/route-docs';

export interface FarmingOptions {
  /** How long a device has to confirm a command (ACTUATOR_CONFIRM_TIMEOUT_MS; tests shorten it). */
  confirmTimeoutMs?: number;
}

export default defineRoutes(
  ['farming'],
  [400, 401, 403, 404],
  (app, docs, options: FarmingOptions) => {
    const timeoutMs = options.confirmTimeoutMs ?? ACTUATOR_CONFIRM_TIMEOUT_MS;
    const timeouts = new CommandTimeouts(app.db, timeoutMs, app.log);
    timeouts.start();
    app.addHook('onClose', () => timeouts.stop());

    app.get(
      '/api/sf/dashboard',
      docs(
        'owner',
        "The farm's latest sensor values, its actuators' confirmed states and its command log " +
          '(a super admin may name any depot with `username`)',
        { querystring: sfDashboardQuery, ok: sfDashboard },
      ),
      async (request) =>
        dashboard(app.db, requireAccount(request), request.query.username, timeoutMs),
    );

    app.post(
      '/api/sf/actuators/:id/command',
      docs(
        'owner',
        'Sends TURN_ON or TURN_OFF to an actuator over MQTT; its status changes only when the ' +
          'device confirms',
        {
          params: actuatorParams,
          body: actuatorCommandBody,
          ok: actuatorCommandReply,
          status: 202,
          also: [409, 503],
        },
      ),
      async (request, reply) => {
        const answer = await sendCommand(
          app.db,
          app.mqtt,
          requireAccount(request),
          request.params.id,
          request.body.command,
          timeoutMs,
        );
        return reply.code(202).send(answer);
      },
    );
  },
);
