import { describe, expect, it } from 'vitest';
import { normalizeRing, selfIntersects } from '../../src/modules/tracker/polygon-check';
import { thin, thinIndices } from '../../src/modules/tracker/thin';

const line = (n: number, at = (i: number) => ({ lat: -6.4, lon: 106.8 + i * 1e-4 })) =>
  Array.from({ length: n }, (_, i) => at(i));

describe('thin (Douglas–Peucker to a number of points)', () => {
  it('returns a short track whole', () => {
    const track = line(5);
    expect(thin(track, 5)).toEqual(track);
    expect(thinIndices(line(2), 1)).toEqual([0, 1]);
    expect(thinIndices([], 10)).toEqual([]);
  });

  it('keeps the ends and the corner of an L, and nothing of its straight legs', () => {
    const track = line(201, (i) =>
      i <= 100
        ? { lat: -6.4, lon: 106.8 + i * 1e-4 }
        : { lat: -6.4 + (i - 100) * 1e-4, lon: 106.81 },
    );
    expect(thinIndices(track, 50)).toEqual([0, 100, 200]);
  });

  it('takes the most significant points first and never more than asked', () => {
    // A zigzag whose teeth grow: with room for one more point, the largest tooth wins.
    const track = line(9, (i) => ({ lat: -6.4 + (i % 2) * i * 1e-4, lon: 106.8 + i * 1e-4 }));
    expect(thinIndices(track, 3)).toEqual([0, 7, 8]);
    const wavy = line(10_000, (i) => ({
      lat: -6.4 + 1e-4 * Math.sin(i / 25),
      lon: 106.8 + i * 1e-5,
    }));
    const kept = thinIndices(wavy, 3000);
    expect(kept).toHaveLength(3000);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(9999);
    expect([...kept].sort((x, y) => x - y)).toEqual(kept);
  });

  it('keeps the far point of a round trip that starts and ends at the depot', () => {
    const track = [
      { lat: -6.4, lon: 106.8 },
      { lat: -6.39, lon: 106.8 },
      { lat: -6.38, lon: 106.8 },
      { lat: -6.39, lon: 106.8 },
      { lat: -6.4, lon: 106.8 },
    ];
    expect(thinIndices(track, 3)).toEqual([0, 2, 4]);
  });
});

describe('geofence polygon check', () => {
  const square: [number, number][] = [
    [0, 0],
    [0, 1],
    [1, 1],
    [1, 0],
  ];

  it('accepts simple polygons, convex or not', () => {
    expect(selfIntersects(square)).toBe(false);
    const notch: [number, number][] = [
      [0, 0],
      [0, 2],
      [2, 2],
      [1, 1],
      [2, 0],
    ];
    expect(selfIntersects(notch)).toBe(false);
  });

  it('refuses crossing, touching and folding rings, and three points on a line', () => {
    expect(
      selfIntersects([
        [0, 0],
        [1, 1],
        [0, 1],
        [1, 0],
      ]),
    ).toBe(true);
    expect(
      selfIntersects([
        [0, 0],
        [0, 2],
        [2, 2],
        [0, 1],
        [2, 0],
      ]),
    ).toBe(true);
    expect(
      selfIntersects([
        [0, 0],
        [0, 2],
        [0, 1],
        [1, 1],
      ]),
    ).toBe(true);
    expect(
      selfIntersects([
        [0, 0],
        [0, 1],
        [0, 2],
      ]),
    ).toBe(true);
  });

  it('drops repeated and closing vertices', () => {
    expect(
      normalizeRing([
        [0, 0],
        [0, 0],
        [0, 1],
        [1, 1],
        [1, 1],
        [0, 0],
      ]),
    ).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
    ]);
    expect(
      normalizeRing([
        [5, 5],
        [5, 5],
      ]),
    ).toEqual([[5, 5]]);
  });
});
