/** Geometry and calendar for the tracker engine. */

/** Mean earth radius (IUGG), the one haversine distances are measured with. */
export const EARTH_RADIUS_M = 6_371_008.8;

export interface LatLon {
  lat: number;
  lon: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function haversineM(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The speed a ride from `a` to `b` implies, in km/h; `b` must be later than `a`. */
export function impliedKmh(a: LatLon & { ts: number }, b: LatLon & { ts: number }): number {
  return (haversineM(a, b) / ((b.ts - a.ts) / 1000)) * 3.6;
}

/**
 * Whether a point lies inside a polygon of [latitude, longitude] vertices (even-odd ray casting,
 * the ring open or closed). Fences span a few kilometres, so treating degrees as a plane is exact
 * enough; a point exactly on an edge may fall either side, which the geofence dead band absorbs.
 */
export function insidePolygon(
  point: LatLon,
  ring: readonly (readonly [number, number])[],
): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [latI, lonI] = ring[i]!;
    const [latJ, lonJ] = ring[j]!;
    if (
      latI > point.lat !== latJ > point.lat &&
      point.lon < ((lonJ - lonI) * (point.lat - latI)) / (latJ - latI) + lonI
    ) {
      inside = !inside;
    }
  }
  return inside;
}
