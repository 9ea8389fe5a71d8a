import { messages } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { refreshSmartIot } from './refresh';

/** Removes a device with its sensors, actuators and history. */
export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: number) =>
      apiFetch<{ message: string }>(`/superadmin/iot/devices/${deviceId}`, {
        method: 'DELETE',
        fallbackMessage: messages.iot.deleteFailed,
      }),
    meta: SUPER_ADMIN_CALL,
    onSettled: () => refreshSmartIot(queryClient),
  });
}
