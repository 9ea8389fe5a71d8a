import { messages, type CreateGeofenceRequest } from '@depot/contract';
import { useApiMutation } from '../../../lib/api-mutation';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { trackerKeys } from './keys';

/** A super admin's new fence; the depot's list is loaded again after it. */
export const useSaveGeofence = () =>
  useApiMutation<{ message?: string }, CreateGeofenceRequest>({
    request: (geofence) => ({ method: 'POST', path: '/tracker/geofence', body: geofence }),
    fallbackMessage: messages.tracker.geofenceSaveFailed,
    meta: SUPER_ADMIN_CALL,
    invalidates: ({ username }) => [trackerKeys.geofences(username)],
  });
