import { messages, POLL_MS, type AdminTracker } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { trackerKeys } from './keys';

/** Every depot's trackers, for the super admin's picker and tracker list. */
export const allTrackersQuery = queryOptions({
  queryKey: trackerKeys.allTrackers,
  queryFn: async ({ signal }) =>
    (
      await apiFetch<{ data: AdminTracker[] }>('/superadmin/trackers', {
        signal,
        fallbackMessage: messages.tracker.devicesFailed,
      })
    ).data,
  meta: SUPER_ADMIN_CALL,
  refetchInterval: POLL_MS.trackerDevices,
});

export const useAllTrackers = () => useQuery(allTrackersQuery);
