import { messages, type Geofence } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { geofencesQuery } from './geofences';

export function useDeleteGeofence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: Geofence) =>
      apiFetch<{ message?: string }>(`/tracker/geofence/${id}`, {
        method: 'DELETE',
        fallbackMessage: messages.tracker.geofenceDeleteFailed,
      }),
    meta: SUPER_ADMIN_CALL,
    onSettled: (_data, _error, { username }) =>
      queryClient.invalidateQueries({ queryKey: geofencesQuery(username).queryKey }),
  });
}
