import { messages, type ActuatorCommand, type ActuatorCommandReply } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { farmingKeys } from './keys';

/** Sends TURN_ON/TURN_OFF; the dashboard is read again at once to show the pending command. */
export function useSendCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, command }: { id: string; command: ActuatorCommand }) =>
      apiFetch<ActuatorCommandReply>(`/sf/actuators/${encodeURIComponent(id)}/command`, {
        method: 'POST',
        body: { command },
        fallbackMessage: messages.farming.commandFailed,
      }),
    meta: SUPER_ADMIN_CALL,
    onSettled: () => queryClient.invalidateQueries({ queryKey: farmingKeys.dashboards }),
  });
}
