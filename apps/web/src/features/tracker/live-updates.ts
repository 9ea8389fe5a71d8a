import {
  TRACKER_ONLINE_MS,
  type DeviceStatus,
  type LastPosition,
  type ServerEvent,
  type TrackerDevice,
} from '@depot/contract';
import type { QueryClient } from '@tanstack/react-query';
import { allTrackersQuery } from './api/all-trackers';
import { devicesQuery } from './api/devices';
import { trackerKeys } from './api/keys';
import { addToTrail } from './api/trail';

type PositionEvent = Extract<ServerEvent, { type: 'position' }>;

const newer = (at: string, than: string | null | undefined) =>
  !than || Date.parse(at) > Date.parse(than);

/** The pushed position moves the bike at once: marker, trail, status and the pickers' labels. */
function applyPosition(queryClient: QueryClient, username: string, event: PositionEvent) {
  const { tracker_id, latitude, longitude, speed, timestamp } = event;
  const devices = queryClient.getQueryData(devicesQuery(username).queryKey);
  if (devices && !devices.devices.some((d) => d.id === tracker_id)) {
    // A bike added since the list was loaded.
    void queryClient.invalidateQueries({ queryKey: devicesQuery(username).queryKey });
  }
  queryClient.setQueryData<LastPosition | null>(
    trackerKeys.lastPosition(username, tracker_id),
    (last) =>
      last && !newer(timestamp, last.timestamp)
        ? last
        : {
            tracker_id,
            latitude,
            longitude,
            speed,
            timestamp,
            bearing: last?.bearing ?? null,
            battery: last?.battery ?? null,
          },
  );
  addToTrail(queryClient, username, tracker_id, event);
  // A position sent late (from a phone's buffer) is no sign of life now.
  if (Date.now() - Date.parse(timestamp) >= TRACKER_ONLINE_MS) return;
  queryClient.setQueryData<DeviceStatus>(
    trackerKeys.deviceStatus(username, tracker_id),
    (status) =>
      status && !newer(timestamp, status.last_seen)
        ? status
        : { tracker_id, status: 'Online', last_seen: timestamp },
  );
  const online = <T extends TrackerDevice>(d: T): T =>
    d.id === tracker_id && newer(timestamp, d.last_seen)
      ? { ...d, status: 'Online', last_seen: timestamp }
      : d;
  queryClient.setQueryData(devicesQuery(username).queryKey, (list) =>
    list ? { ...list, devices: list.devices.map(online) } : list,
  );
  // The super admin's picker and tracker list, when on screen.
  queryClient.setQueryData(allTrackersQuery.queryKey, (list) => list?.map(online));
}

/** Keeps the tracker's caches in step with the live stream of `username`'s depot. */
export function applyTrackerEvent(queryClient: QueryClient, username: string, event: ServerEvent) {
  if (event.type === 'position') applyPosition(queryClient, username, event);
  if (event.type === 'resync')
    void queryClient.invalidateQueries({ queryKey: trackerKeys.live(username) });
}
