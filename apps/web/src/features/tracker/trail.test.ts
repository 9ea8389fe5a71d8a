import { TRAIL_POINTS } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { appendToTrail, type TrailPoint } from './trail';

const point = (minute: number): TrailPoint => ({
  latitude: -6.366 + minute / 1000,
  longitude: 106.88,
  timestamp: new Date(Date.UTC(2026, 2, 2, 2, minute)).toISOString(),
});

describe('appendToTrail', () => {
  it('keeps the last TRAIL_POINTS points in time order', () => {
    let trail: TrailPoint[] = [];
    for (let m = 0; m < TRAIL_POINTS + 5; m++) trail = appendToTrail(trail, point(m));
    expect(trail).toHaveLength(TRAIL_POINTS);
    expect(trail[0]).toEqual(point(5));
    expect(trail.at(-1)).toEqual(point(TRAIL_POINTS + 4));
  });

  it('takes a point it holds (a poll and a pushed event) once, leaving the same array', () => {
    const trail = appendToTrail(appendToTrail([], point(1)), point(2));
    // The same moment written another way is the same point.
    const again = { ...point(2), timestamp: point(2).timestamp.replace('.000Z', 'Z') };
    expect(appendToTrail(trail, again)).toBe(trail);
  });

  it('puts a late point where it belongs', () => {
    const trail = [point(1), point(3)].reduce<TrailPoint[]>((t, p) => appendToTrail(t, p), []);
    expect(appendToTrail(trail, point(2)).map((p) => p.timestamp)).toEqual(
      [point(1), point(2), point(3)].map((p) => p.timestamp),
    );
  });

  it('keeps only the position fields (a pushed event carries more)', () => {
    const event = { ...point(1), speed: 30, type: 'position' } as TrailPoint;
    expect(appendToTrail([], event)).toEqual([point(1)]);
  });
});
