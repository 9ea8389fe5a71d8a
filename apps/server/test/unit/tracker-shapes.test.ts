import { describe, expect, it } from 'vitest';
import { normalizeRing, ringAreaM2, selfIntersects } from '../../src/modules/tracker/polygon-check';
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

describe('thin with a tolerance (what a history draws)', () => {
  const tolerance = { metres: 5, kmh: 3, maxGapMs: 4 * 60_000 };
  const at = (i: number, lat: number, lon: number, speed: number) => ({
    tsMs: i * 10_000,
    lat,
    lon,
    speed,
  });

  it('draws an hour parked with jitter as a point every few minutes', () => {
    // 360 fixes, 10 s apart, wobbling within 2 m of the depot at speed 0.
    const parked = Array.from({ length: 360 }, (_, i) =>
      at(i, -6.4 + 1.5e-5 * Math.sin(i), 106.8 + 1.5e-5 * Math.cos(i * 1.7), 0),
    );
    const kept = thinIndices(parked, 3000, tolerance);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(359);
    expect(kept.length).toBeLessThan(30);
    for (let k = 1; k < kept.length; k++) {
      expect((kept[k]! - kept[k - 1]!) * 10_000).toBeLessThanOrEqual(tolerance.maxGapMs);
    }
  });

  it('keeps where the speed changes on a straight street, and the corner', () => {
    const ride = Array.from({ length: 100 }, (_, i) =>
      i < 50
        ? at(i, -6.4, 106.8 + i * 1e-4, i === 20 ? 45 : 30)
        : at(i, -6.4 + (i - 49) * 1e-4, 106.8049, 30),
    );
    expect(thinIndices(ride, 3000, { ...tolerance, maxGapMs: Infinity })).toEqual([
      0, 19, 20, 21, 49, 99,
    ]);
  });

  it('thins a short track too, and never past the number asked for', () => {
    const zigzag = Array.from({ length: 500 }, (_, i) =>
      at(i, -6.4 + (i % 2) * 1e-3, 106.8 + i * 1e-4, 20),
    );
    expect(thinIndices(zigzag, 3000, tolerance)).toHaveLength(500);
    expect(thinIndices(zigzag, 100, tolerance)).toHaveLength(100);
  });
});

describe('geofence polygon check', () => {
  const square: [number, number][] = [
    [0, 0],
    [0, 1],
    [1, 1],
    [1, 0],
  ];

  it('measures the area in square metres', () => {
    // 0.01° of latitude is 1,111.95 m; 0.01° of longitude at 6.37° S is 1,111.95 × cos 6.37° =
    // 1,105.09 m: 1,228,801 m², whichever way round the ring goes.
    const block: [number, number][] = [
      [-6.365, 106.82],
      [-6.365, 106.83],
      [-6.375, 106.83],
      [-6.375, 106.82],
    ];
    expect(ringAreaM2(block)).toBeCloseTo(1_228_801, -1);
    expect(ringAreaM2([...block].reverse())).toBeCloseTo(1_228_801, -1);
    expect(
      ringAreaM2([
        [-6.3601, 106.8203],
        [-6.3702, 106.8306],
        [-6.3803, 106.8409],
      ]),
    ).toBeLessThan(1e-6);
  });

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
