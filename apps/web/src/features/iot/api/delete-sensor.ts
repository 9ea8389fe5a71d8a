import { messages } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { refreshSmartIot } from './refresh';

/** Removes a sensor with its readings. */
export function useDeleteSensor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sensorId: string) =>
      apiFetch<{ message: string }>(`/superadmin/iot/sensors/${encodeURIComponent(sensorId)}`, {
        method: 'DELETE',
        fallbackMessage: messages.iot.deleteFailed,
      }),
    meta: SUPER_ADMIN_CALL,
    onSettled: () => refreshSmartIot(queryClient),
  });
}
