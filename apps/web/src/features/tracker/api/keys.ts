import type { Range } from './history';

export const trackerKeys = {
  /** Every depot's bikes, for the super admin. */
  allTrackers: ['superadmin', 'trackers'] as const,
  /** Live reads (devices, positions, status, trail) sit under one key per depot; history apart. */
  live: (username: string) => ['tracker', username, 'live'] as const,
  devices: (username: string) => [...trackerKeys.live(username), 'devices'] as const,
  lastPosition: (username: string, tracker: string) =>
    [...trackerKeys.live(username), 'last-position', tracker] as const,
  deviceStatus: (username: string, tracker: string) =>
    [...trackerKeys.live(username), 'device-status', tracker] as const,
  trail: (username: string, tracker: string) =>
    [...trackerKeys.live(username), 'trail', tracker] as const,
  /** What a bike added or deleted changes: the picker, and the depot's bikes on the map. */
  bikeLists: (username: string) => [trackerKeys.allTrackers, trackerKeys.live(username)],
  geofences: (username: string) => ['tracker', username, 'geofences'] as const,
  history: (username: string, tracker: string, range: Range) =>
    ['tracker', username, 'history', tracker, range.start_date, range.end_date] as const,
};
