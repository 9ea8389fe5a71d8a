import { describe, expect, it } from 'vitest';
import { fenceVertices, toVertices } from './geofence-shape';

describe('geofence shapes', () => {
  it('reads the coordinates text as [latitude, longitude] pairs', () => {
    const coordinates = '[[-6.36,106.87],[-6.36,106.89],[-6.37,106.88]]';
    expect(fenceVertices({ coordinates })).toEqual([
      [-6.36, 106.87],
      [-6.36, 106.89],
      [-6.37, 106.88],
    ]);
  });

  it('skips what is not a polygon instead of breaking the map', () => {
    for (const coordinates of [
      'not json',
      '[]',
      '[[-6.36,106.87],[-6.36,106.89]]',
      '[[-6.36,106.87],[-6.36,106.89],["a",1]]',
      '[[-96,106.87],[-6.36,106.89],[-6.37,106.88]]',
      '{"lat":1}',
    ]) {
      expect(fenceVertices({ coordinates })).toBeNull();
    }
  });

  it('sends a drawn ring as pairs rounded to 6 decimals', () => {
    expect(toVertices([{ lat: -6.3661234567, lng: 106.8812345678 }])).toEqual([
      [-6.366123, 106.881235],
    ]);
  });
});
