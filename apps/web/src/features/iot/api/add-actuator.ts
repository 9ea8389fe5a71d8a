import { messages, type CreateActuatorBody, type CreatedWithKey } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { refreshSmartIot } from './refresh';

/** An actuator for a device; the answer carries its key, this once. */
export function useAddActuator(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actuator: CreateActuatorBody) =>
      apiFetch<CreatedWithKey>(`/superadmin/iot/devices/${deviceId}/actuators`, {
        method: 'POST',
        body: actuator,
        fallbackMessage: messages.iot.addFailed,
      }),
    meta: SUPER_ADMIN_CALL,
    onSettled: () => refreshSmartIot(queryClient),
  });
}
