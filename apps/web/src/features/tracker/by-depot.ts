import type { AdminTracker } from '@depot/contract';

export interface DepotTrackers {
  username: string;
  depotName: string | null;
  trackers: AdminTracker[];
}

/** Every depot's bikes under their depot, in the server's order (depot, then bike). */
export function byDepot(trackers: readonly AdminTracker[]): DepotTrackers[] {
  const depots = new Map<string, DepotTrackers>();
  for (const t of trackers) {
    const depot = depots.get(t.username) ?? {
      username: t.username,
      depotName: t.depot_name,
      trackers: [],
    };
    depot.trackers.push(t);
    depots.set(t.username, depot);
  }
  return [...depots.values()];
}

/** A depot as the picker and the tracker list name it: 'Depot Air Tirta Segar (depot1)'. */
export const depotLabel = ({ username, depotName }: DepotTrackers) =>
  depotName ? `${depotName} (${username})` : username;
