import type { AdminTracker } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { byDepot, depotLabel } from './by-depot';

const bike = (id: string, username: string, depot_name: string | null): AdminTracker => ({
  id,
  name: id,
  status: 'Offline',
  last_seen: null,
  username,
  depot_name,
});

describe('byDepot', () => {
  it("keeps the server's order and puts each bike under its depot", () => {
    const trackers = [
      bike('a-motor-1', 'a', 'Depot A'),
      bike('a-motor-2', 'a', 'Depot A'),
      bike('b-motor-1', 'b', null),
    ];
    const depots = byDepot(trackers);
    expect(depots.map((d) => [d.username, d.trackers.map((t) => t.id)])).toEqual([
      ['a', ['a-motor-1', 'a-motor-2']],
      ['b', ['b-motor-1']],
    ]);
    expect(depots.map(depotLabel)).toEqual(['Depot A (a)', 'b']);
  });
});
