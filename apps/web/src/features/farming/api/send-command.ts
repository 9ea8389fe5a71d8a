import { messages, type ActuatorCommand, type ActuatorCommandReply } from '@depot/contract';
import { useApiMutation } from '../../../lib/api-mutation';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { farmingKeys } from './keys';

/** Sends TURN_ON/TURN_OFF; the dashboard is read again at once to show the pending command. */
export const useSendCommand = () =>
  useApiMutation<ActuatorCommandReply, { id: string; command: ActuatorCommand }>({
    request: ({ id, command }) => ({
      method: 'POST',
      path: `/sf/actuators/${encodeURIComponent(id)}/command`,
      body: { command },
    }),
    fallbackMessage: messages.farming.commandFailed,
    meta: SUPER_ADMIN_CALL,
    invalidates: () => [farmingKeys.dashboards],
  });
