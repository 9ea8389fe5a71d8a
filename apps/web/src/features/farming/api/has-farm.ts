import { useQuery } from '@tanstack/react-query';
import { farmDashboardQuery } from './farm-dashboard';

/** How long the sidebar trusts its answer: farms are added by a super admin, rarely. */
const HAS_FARM_STALE_MS = 5 * 60_000;

/**
 * Whether the signed-in owner has smart farming devices, for the sidebar: the farm dashboard's
 * own query read once (no polling here), so opening the screen costs no extra call.
 */
export function useHasFarm(enabled: boolean) {
  const farm = useQuery({
    ...farmDashboardQuery(undefined),
    enabled,
    refetchInterval: false,
    staleTime: HAS_FARM_STALE_MS,
  });
  const data = farm.data;
  return Boolean(data && (data.actuator_status.length || data.current_sensors.length));
}
