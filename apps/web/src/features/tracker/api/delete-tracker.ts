import { messages, type AdminTracker } from '@depot/contract';
import { useApiMutation } from '../../../lib/api-mutation';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { trackerKeys } from './keys';

/** Deletes a bike with its history (the server's answer says so). */
export const useDeleteTracker = () =>
  useApiMutation<{ message: string }, AdminTracker>({
    request: ({ id }) => ({
      method: 'DELETE',
      path: `/superadmin/trackers/${encodeURIComponent(id)}`,
    }),
    fallbackMessage: messages.tracker.deleteTrackerFailed,
    meta: SUPER_ADMIN_CALL,
    invalidates: ({ username }) => trackerKeys.bikeLists(username),
  });
