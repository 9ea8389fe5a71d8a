import { messages, POLL_MS, type SfDashboard } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { farmingKeys } from './keys';

type FarmData = SfDashboard['data'];

/** Whether a command still waits for its device: the screen then polls every second. */
export const hasPending = (data: FarmData | undefined) =>
  Boolean(data?.actuator_status.some((a) => a.last_command?.result === 'pending'));

/** The dashboard of the caller's own farm, or (a super admin) of the depot `username` names. */
export const farmDashboardQuery = (username: string | undefined) =>
  queryOptions({
    queryKey: farmingKeys.dashboard(username),
    queryFn: async ({ signal }) => {
      const query = username ? `?username=${encodeURIComponent(username)}` : '';
      const answer = await apiFetch<SfDashboard>(`/sf/dashboard${query}`, {
        signal,
        fallbackMessage: messages.farming.dashboardFailed,
      });
      return answer.data;
    },
    // Spec §8: a 401 or 403 here ends the session.
    meta: SUPER_ADMIN_CALL,
    refetchInterval: (query) =>
      hasPending(query.state.data) ? POLL_MS.smartFarmingPending : POLL_MS.smartFarming,
  });

export const useFarmDashboard = (username: string | undefined, enabled = true) =>
  useQuery({ ...farmDashboardQuery(username), enabled });
