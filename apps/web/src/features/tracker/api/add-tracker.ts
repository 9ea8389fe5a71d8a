import { messages, type CreateTrackerRequest, type CreateTrackerResponse } from '@depot/contract';
import { useApiMutation } from '../../../lib/api-mutation';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { trackerKeys } from './keys';

/** A super admin adds a bike to a depot; the answer carries its key, this once. */
export const useAddTracker = () =>
  useApiMutation<CreateTrackerResponse, CreateTrackerRequest>({
    request: (tracker) => ({ method: 'POST', path: '/superadmin/trackers', body: tracker }),
    fallbackMessage: messages.tracker.addFailed,
    meta: SUPER_ADMIN_CALL,
    // The server names the depot as stored (the username typed may differ in case).
    invalidates: ({ username }, answer) => trackerKeys.bikeLists(answer?.data.username ?? username),
  });
