import { messages, type AdminTracker } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';

/** Every depot's trackers, for the super admin's picker. */
export const allTrackersQuery = queryOptions({
  queryKey: ['superadmin', 'trackers'],
  queryFn: async ({ signal }) =>
    (
      await apiFetch<{ data: AdminTracker[] }>('/superadmin/trackers', {
        signal,
        fallbackMessage: messages.tracker.devicesFailed,
      })
    ).data,
  meta: SUPER_ADMIN_CALL,
  refetchInterval: 60_000,
});

export const useAllTrackers = () => useQuery(allTrackersQuery);
