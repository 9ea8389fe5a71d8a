import { messages, type CreateTrackerRequest, type CreateTrackerResponse } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { refreshTrackerLists } from './all-trackers';

/** A super admin adds a bike to a depot; the answer carries its key, this once. */
export function useAddTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tracker: CreateTrackerRequest) =>
      apiFetch<CreateTrackerResponse>('/superadmin/trackers', {
        method: 'POST',
        body: tracker,
        fallbackMessage: messages.tracker.addFailed,
      }),
    meta: SUPER_ADMIN_CALL,
    // The server names the depot as stored (the username typed may differ in case).
    onSettled: (answer, _error, { username }) =>
      refreshTrackerLists(queryClient, answer?.data.username ?? username),
  });
}
