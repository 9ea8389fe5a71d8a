import { messages, type AdminTracker } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { refreshTrackerLists } from './all-trackers';

/** Deletes a bike with its history (the server's answer says so). */
export function useDeleteTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: AdminTracker) =>
      apiFetch<{ message: string }>(`/superadmin/trackers/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        fallbackMessage: messages.tracker.deleteTrackerFailed,
      }),
    meta: SUPER_ADMIN_CALL,
    onSettled: (_data, _error, { username }) => refreshTrackerLists(queryClient, username),
  });
}
