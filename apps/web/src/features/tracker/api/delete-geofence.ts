import { messages, type Geofence } from '@depot/contract';
import { useApiMutation } from '../../../lib/api-mutation';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { trackerKeys } from './keys';

export const useDeleteGeofence = () =>
  useApiMutation<{ message?: string }, Geofence>({
    request: ({ id }) => ({ method: 'DELETE', path: `/tracker/geofence/${id}` }),
    fallbackMessage: messages.tracker.geofenceDeleteFailed,
    meta: SUPER_ADMIN_CALL,
    invalidates: ({ username }) => [trackerKeys.geofences(username)],
  });
