import type { LastPosition, TrackerDevices } from '@depot/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTrackersQuery } from './api/all-trackers';
import { devicesQuery } from './api/devices';
import { trackerKeys } from './api/keys';
import { trailQuery } from './api/trail';
import { applyTrackerEvent } from './live-updates';

const NOW = Date.parse('2026-03-02T03:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();
const event = (seconds: number, latitude = -6.36, tracker_id = 'depot1-motor-1') =>
  ({
    type: 'position',
    tracker_id,
    latitude,
    longitude: 106.88,
    speed: 20,
    timestamp: ago(seconds),
  }) as const;

const devices: TrackerDevices = {
  username: 'depot1',
  depot_name: 'Depot Satu',
  depot_location: null,
  devices: [{ id: 'depot1-motor-1', name: 'Motor 1', status: 'Offline', last_seen: ago(3600) }],
};

function client() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(devicesQuery('depot1').queryKey, devices);
  queryClient.setQueryData(trailQuery('depot1', 'depot1-motor-1').queryKey, []);
  return queryClient;
}
const last = (q: QueryClient) =>
  q.getQueryData<LastPosition>(trackerKeys.lastPosition('depot1', 'depot1-motor-1'));

describe('applyTrackerEvent', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('moves the bike at once: position, trail, status and the picker', () => {
    const q = client();
    applyTrackerEvent(q, 'depot1', event(2));
    expect(last(q)).toMatchObject({ latitude: -6.36, speed: 20, timestamp: ago(2) });
    expect(q.getQueryData(trailQuery('depot1', 'depot1-motor-1').queryKey)).toHaveLength(1);
    expect(q.getQueryData(trackerKeys.deviceStatus('depot1', 'depot1-motor-1'))).toEqual({
      tracker_id: 'depot1-motor-1',
      status: 'Online',
      last_seen: ago(2),
    });
    expect(q.getQueryData(devicesQuery('depot1').queryKey)?.devices[0]).toMatchObject({
      status: 'Online',
      last_seen: ago(2),
    });
  });

  it("marks the bike Online in the super admin's list of every depot's bikes", () => {
    const q = client();
    const bike = { ...devices.devices[0]!, username: 'depot1', depot_name: 'Depot Satu' };
    const other = { ...bike, id: 'depot2-motor-1', username: 'depot2' };
    q.setQueryData(allTrackersQuery.queryKey, [bike, other]);
    applyTrackerEvent(q, 'depot1', event(2));
    expect(q.getQueryData(allTrackersQuery.queryKey)).toEqual([
      { ...bike, status: 'Online', last_seen: ago(2) },
      other,
    ]);
  });

  it('keeps a newer position than the one pushed late, but adds it to the trail', () => {
    const q = client();
    applyTrackerEvent(q, 'depot1', event(2, -6.37));
    applyTrackerEvent(q, 'depot1', event(30, -6.35));
    expect(last(q)?.latitude).toBe(-6.37);
    const trail = q.getQueryData(trailQuery('depot1', 'depot1-motor-1').queryKey);
    expect(trail?.map((p) => p.latitude)).toEqual([-6.35, -6.37]);
  });

  it('a position from a buffer, older than 5 minutes, does not make the bike Online', () => {
    const q = client();
    applyTrackerEvent(q, 'depot1', event(600));
    expect(last(q)?.timestamp).toBe(ago(600));
    expect(q.getQueryData(trackerKeys.deviceStatus('depot1', 'depot1-motor-1'))).toBeUndefined();
    expect(q.getQueryData(devicesQuery('depot1').queryKey)?.devices[0]?.status).toBe('Offline');
  });

  it('an unknown bike reloads the list; a resync reloads every live read', async () => {
    const q = client();
    const invalidate = vi.spyOn(q, 'invalidateQueries');
    applyTrackerEvent(q, 'depot1', event(2, -6.36, 'depot1-motor-3'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: devicesQuery('depot1').queryKey });
    applyTrackerEvent(q, 'depot1', { type: 'resync' });
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['tracker', 'depot1', 'live'] });
    applyTrackerEvent(q, 'depot1', { type: 'sale', action: 'created', transaction_id: 1 });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
