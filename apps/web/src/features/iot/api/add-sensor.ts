import { messages, type CreateIotSensorBody, type CreatedWithKey } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { refreshSmartIot } from './refresh';

/** A sensor for a device; the answer carries its key, this once. */
export function useAddSensor(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sensor: CreateIotSensorBody) =>
      apiFetch<CreatedWithKey>(`/superadmin/iot/devices/${deviceId}/sensors`, {
        method: 'POST',
        body: sensor,
        fallbackMessage: messages.iot.addFailed,
      }),
    meta: SUPER_ADMIN_CALL,
    onSettled: () => refreshSmartIot(queryClient),
  });
}
