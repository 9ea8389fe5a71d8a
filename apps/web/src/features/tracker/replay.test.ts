import type { Segment } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { positionAt, replayDurationMs, tripPoints } from './replay';

const at = (minute: number, latitude: number) => ({
  latitude,
  longitude: 106.88,
  timestamp: new Date(Date.UTC(2026, 2, 2, 2, minute)).toISOString(),
});
const trip = (from: number, to: number | null) =>
  ({
    kind: 'trip',
    start_time: at(from, 0).timestamp,
    end_time: to === null ? null : at(to, 0).timestamp,
  }) as Segment;

describe('trip replay', () => {
  const points = [at(0, -6.36), at(10, -6.37), at(20, -6.38), at(30, -6.39)];

  it("takes the loaded points within a trip's times, to the last while it goes on", () => {
    expect(tripPoints(points, trip(10, 20))).toEqual([points[1], points[2]]);
    expect(tripPoints(points, trip(15, null))).toEqual([points[2], points[3]]);
  });

  it("moves at the ride's own pace between points", () => {
    const ride = [at(0, -6.36), at(10, -6.37), at(40, -6.38)];
    expect(positionAt(ride, 0)).toEqual([-6.36, 106.88]);
    // A quarter of 40 minutes is minute 10: the second point.
    expect(positionAt(ride, 0.25)![0]).toBeCloseTo(-6.37, 9);
    // Minute 25 is half way from the second point to the third.
    expect(positionAt(ride, 0.625)![0]).toBeCloseTo(-6.375, 9);
    expect(positionAt(ride, 1)).toEqual([-6.38, 106.88]);
    expect(positionAt(ride, 7)).toEqual([-6.38, 106.88]);
    expect(positionAt([], 0.5)).toBeNull();
    expect(positionAt([ride[0]!], 0.5)).toEqual([-6.36, 106.88]);
  });

  it('plays 60 times faster, between 4 and 20 seconds', () => {
    expect(replayDurationMs(points)).toBe(20_000);
    expect(replayDurationMs(points.slice(0, 2))).toBe(10_000);
    expect(replayDurationMs(points.slice(0, 1))).toBe(4000);
  });
});
