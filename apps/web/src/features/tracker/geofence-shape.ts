import type { Geofence } from '@depot/contract';

export type Vertex = [latitude: number, longitude: number];

const isVertex = (v: unknown): v is Vertex =>
  Array.isArray(v) &&
  v.length === 2 &&
  typeof v[0] === 'number' &&
  typeof v[1] === 'number' &&
  Math.abs(v[0]) <= 90 &&
  Math.abs(v[1]) <= 180;

/**
 * A fence's vertices from its coordinates (JSON text of [latitude, longitude] pairs, spec §3);
 * null when the text is not a polygon, so one bad row never breaks the map.
 */
export function fenceVertices(fence: Pick<Geofence, 'coordinates'>): Vertex[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fence.coordinates);
  } catch {
    return null;
  }
  return Array.isArray(parsed) && parsed.length >= 3 && parsed.every(isVertex) ? parsed : null;
}

/** A drawn ring as the API takes it: [latitude, longitude] pairs, 6 decimals (about 10 cm). */
export const toVertices = (ring: readonly { lat: number; lng: number }[]): Vertex[] =>
  ring.map(({ lat, lng }) => [round6(lat), round6(lng)]);

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
