import type { LastPosition, TrackerStatus } from '@depot/contract';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDeviceStatus } from './api/device-status';
import { useDevices } from './api/devices';
import { useGeofences } from './api/geofences';
import { useHistoryRange } from './api/history-range';
import { lastPositionQuery } from './api/last-position';
import { useTrail } from './api/trail';
import type { TrackerView } from './tracker-view';

/** Everything the tracker screen reads for a depot and the view it is in. */
export function useTrackerData(username: string, view: TrackerView) {
  const live = view.mode === 'live';
  const devicesQuery = useDevices(username);
  const depot = devicesQuery.data;
  const devices = useMemo(() => depot?.devices ?? [], [depot]);
  const bike = devices.find((d) => d.id === view.tracker) ?? devices[0];
  const positionQueries = useQueries({
    queries: devices.map((d) => lastPositionQuery(username, d.id, live)),
  });
  const positions: (LastPosition | null | undefined)[] = positionQueries.map((q) => q.data);
  const bikePosition = bike ? positionQueries[devices.indexOf(bike)] : undefined;
  const statusQuery = useDeviceStatus(username, bike?.id, live);
  const trail = useTrail(username, bike?.id, live);
  const history = useHistoryRange(username, bike?.id, live ? null : view.range);
  const fences = useGeofences(username);

  const position = bikePosition?.data;
  // Offline until a position is in hand, or when asking for it fails; then as the server
  // decides (spec §4).
  const status: TrackerStatus =
    position && !bikePosition?.isError ? (statusQuery.data?.status ?? 'Offline') : 'Offline';

  return {
    live,
    devicesQuery,
    depot,
    devices,
    bike,
    positions,
    position,
    /** The chosen bike answered and has never sent a position. */
    neverSent: bikePosition?.isSuccess === true && position === null,
    status,
    lastSeen: statusQuery.data?.last_seen ?? position?.timestamp ?? null,
    trail: trail.data ?? [],
    history,
    fences,
  };
}
