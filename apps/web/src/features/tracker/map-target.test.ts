import type { LastPosition } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { mapTarget } from './map-target';

const position = (latitude: number, timestamp = '2026-03-02T02:00:00Z'): LastPosition => ({
  tracker_id: 'm1',
  latitude,
  longitude: 106.88,
  timestamp,
  speed: null,
  bearing: null,
  battery: null,
});
const scene = {
  live: true,
  bikeId: 'm1',
  position: undefined,
  positions: [],
  depot: { latitude: -6.37, longitude: 106.87 },
  history: undefined,
  historyKey: null,
  replay: null,
};

describe('where the tracker map looks (spec §4)', () => {
  it('follows the chosen bike in live mode, moving again for each new position', () => {
    const a = mapTarget({ ...scene, position: position(-6.36), positions: [position(-6.36)] });
    expect(a).toEqual({ key: 'follow:m1:2026-03-02T02:00:00Z', follow: [-6.36, 106.88] });
    const b = mapTarget({ ...scene, position: position(-6.361, '2026-03-02T02:00:05Z') });
    expect(b?.key).not.toBe(a?.key);
  });

  it('waits for every bike, then shows the others, else the depot', () => {
    expect(mapTarget({ ...scene, positions: [undefined] })).toBeNull();
    expect(
      mapTarget({ ...scene, position: null, positions: [null, position(-6.35), undefined] }),
    ).toBeNull();
    expect(mapTarget({ ...scene, position: null, positions: [null, position(-6.35)] })).toEqual({
      key: 'bikes:m1',
      fit: [[-6.35, 106.88]],
    });
    expect(mapTarget({ ...scene, position: null, positions: [null] })).toEqual({
      key: 'depot:m1',
      follow: [-6.37, 106.87],
    });
    expect(mapTarget({ ...scene, position: null, positions: [null], depot: null })).toBeNull();
  });

  it('fits the history in history mode, and a replayed trip over it', () => {
    const history = [position(-6.36), position(-6.38)];
    const inHistory = { ...scene, live: false, history, historyKey: '2026-03-02/2026-03-02' };
    expect(mapTarget(inHistory)).toEqual({
      key: 'history:m1:2026-03-02/2026-03-02',
      fit: [
        [-6.36, 106.88],
        [-6.38, 106.88],
      ],
    });
    expect(mapTarget({ ...inHistory, history: [] })).toBeNull();
    expect(mapTarget({ ...inHistory, replay: { run: 3, points: [history[1]!] } })).toEqual({
      key: 'replay:3',
      fit: [[-6.38, 106.88]],
    });
  });
});
