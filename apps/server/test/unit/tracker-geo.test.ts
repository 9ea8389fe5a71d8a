import { jakartaDay } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import {
  EARTH_RADIUS_M,
  haversineM,
  impliedKmh,
  insidePolygon,
} from '../../src/modules/tracker/geo';

describe('haversineM (mean earth radius 6 371 008.8 m)', () => {
  it('measures 0.001° of latitude along a meridian as 111.195 m', () => {
    // R · π/180 · 0.001 = 6 371 008.8 × 0.0000174533 = 111.19508 m
    expect(haversineM({ lat: -6.366, lon: 106.88 }, { lat: -6.365, lon: 106.88 })).toBeCloseTo(
      111.19508,
      4,
    );
    expect(EARTH_RADIUS_M).toBe(6_371_008.8);
  });

  it('measures a degree of longitude on the equator as a degree of latitude', () => {
    const degree = (EARTH_RADIUS_M * Math.PI) / 180; // 111 195.08 m
    expect(haversineM({ lat: 0, lon: 100 }, { lat: 0, lon: 101 })).toBeCloseTo(degree, 6);
    expect(haversineM({ lat: 10, lon: 5 }, { lat: 11, lon: 5 })).toBeCloseTo(degree, 6);
  });

  it('shrinks a degree of longitude by cos(latitude)', () => {
    // At 60° a parallel is half as long; over 0.01° the arc and the chord agree to micrometres.
    const expected = ((EARTH_RADIUS_M * Math.PI) / 180) * 0.01 * 0.5;
    expect(haversineM({ lat: 60, lon: 10 }, { lat: 60, lon: 10.01 })).toBeCloseTo(expected, 3);
  });

  it('is symmetric and zero for one point', () => {
    const a = { lat: -6.2, lon: 106.8 };
    const b = { lat: -6.9, lon: 107.6 };
    expect(haversineM(a, b)).toBe(haversineM(b, a));
    expect(haversineM(a, a)).toBe(0);
  });

  it('measures half the circumference between antipodes without NaN', () => {
    expect(haversineM({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_M,
      3,
    );
  });
});

describe('impliedKmh', () => {
  it('turns 111.195 m in 10 s into 40.03 km/h', () => {
    const kmh = impliedKmh({ ts: 0, lat: 0, lon: 0 }, { ts: 10_000, lat: 0.001, lon: 0 });
    expect(kmh).toBeCloseTo(40.0302, 4); // 111.19508 m / 10 s × 3.6
  });
});

describe('insidePolygon (ring of [lat, lon])', () => {
  const square: [number, number][] = [
    [-6.367, 106.879],
    [-6.367, 106.881],
    [-6.365, 106.881],
    [-6.365, 106.879],
  ];

  it('finds points inside and outside a square', () => {
    expect(insidePolygon({ lat: -6.366, lon: 106.88 }, square)).toBe(true);
    expect(insidePolygon({ lat: -6.3649, lon: 106.88 }, square)).toBe(false);
    expect(insidePolygon({ lat: -6.366, lon: 106.8811 }, square)).toBe(false);
    expect(insidePolygon({ lat: -6.3671, lon: 106.8789 }, square)).toBe(false);
  });

  it('takes the ring closed or open alike', () => {
    const closed = [...square, square[0]!];
    expect(insidePolygon({ lat: -6.366, lon: 106.88 }, closed)).toBe(true);
    expect(insidePolygon({ lat: -6.364, lon: 106.88 }, closed)).toBe(false);
  });

  it('follows a concave outline (a U opening north)', () => {
    const u: [number, number][] = [
      [0, 0],
      [0, 3],
      [3, 3],
      [3, 2],
      [1, 2],
      [1, 1],
      [3, 1],
      [3, 0],
    ];
    expect(insidePolygon({ lat: 0.5, lon: 1.5 }, u)).toBe(true); // the bottom bar
    expect(insidePolygon({ lat: 2, lon: 0.5 }, u)).toBe(true); // the left arm
    expect(insidePolygon({ lat: 2, lon: 2.5 }, u)).toBe(true); // the right arm
    expect(insidePolygon({ lat: 2, lon: 1.5 }, u)).toBe(false); // the notch between the arms
  });

  it('answers false for a degenerate ring', () => {
    expect(insidePolygon({ lat: 0, lon: 0 }, [])).toBe(false);
    expect(
      insidePolygon({ lat: 0, lon: 0 }, [
        [0, 0],
        [1, 1],
      ]),
    ).toBe(false);
  });
});

describe('jakartaDay (UTC+7, no daylight saving)', () => {
  it('turns the day at 17:00 UTC', () => {
    expect(jakartaDay(Date.parse('2026-05-10T16:59:59.999Z'))).toBe('2026-05-10');
    expect(jakartaDay(Date.parse('2026-05-10T17:00:00Z'))).toBe('2026-05-11');
    expect(jakartaDay(Date.parse('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });
});
