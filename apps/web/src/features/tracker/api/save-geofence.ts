import { messages, type CreateGeofenceRequest } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { geofencesQuery } from './geofences';

/** A super admin's new fence; the depot's list is loaded again after it. */
export function useSaveGeofence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (geofence: CreateGeofenceRequest) =>
      apiFetch<{ message?: string }>('/tracker/geofence', {
        method: 'POST',
        body: geofence,
        fallbackMessage: messages.tracker.geofenceSaveFailed,
      }),
    meta: SUPER_ADMIN_CALL,
    onSettled: (_data, _error, { username }) =>
      queryClient.invalidateQueries({ queryKey: geofencesQuery(username).queryKey }),
  });
}
