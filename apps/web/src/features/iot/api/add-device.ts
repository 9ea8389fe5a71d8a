import { messages, type CreateIotDeviceBody, type SmartIotDevice } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { refreshSmartIot } from './refresh';

export function useAddDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: CreateIotDeviceBody) =>
      apiFetch<SmartIotDevice>('/superadmin/iot/devices', {
        method: 'POST',
        body: device,
        fallbackMessage: messages.iot.addFailed,
      }),
    meta: SUPER_ADMIN_CALL,
    onSettled: () => refreshSmartIot(queryClient),
  });
}
