/** Small geometry on the WGS84 sphere, enough for a few kilometres of streets. */

/** [latitude, longitude] in degrees. */
export type LatLon = readonly [number, number];

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: LatLon, b: LatLon): number {
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees clockwise from north, 0 ≤ b < 360. */
export function bearingDeg(a: LatLon, b: LatLon): number {
  const y = Math.sin(rad(b[1] - a[1])) * Math.cos(rad(b[0]));
  const x =
    Math.cos(rad(a[0])) * Math.sin(rad(b[0])) -
    Math.sin(rad(a[0])) * Math.cos(rad(b[0])) * Math.cos(rad(b[1] - a[1]));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** The point a fraction `f` of the way from a to b (straight, fine at street scale). */
export function lerp(a: LatLon, b: LatLon, f: number): [number, number] {
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
}

/** Moves a point by metres north and east. */
export function offsetM(p: LatLon, northM: number, eastM: number): [number, number] {
  return [
    p[0] + (northM / EARTH_RADIUS_M) * (180 / Math.PI),
    p[1] + (eastM / (EARTH_RADIUS_M * Math.cos(rad(p[0])))) * (180 / Math.PI),
  ];
}

/** Distance in metres from p to the segment a–b (local flat projection around p). */
export function distanceToSegmentM(p: LatLon, a: LatLon, b: LatLon): number {
  const k = Math.cos(rad(p[0]));
  const ax = (a[1] - p[1]) * k;
  const ay = a[0] - p[0];
  const bx = (b[1] - p[1]) * k;
  const by = b[0] - p[0];
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
  return distanceM(p, [p[0] + ay + t * dy, p[1] + (ax + t * dx) / k]);
}

/** Whether p lies inside the polygon (ray casting; the ring is not closed). */
export function insidePolygon(p: LatLon, ring: readonly LatLon[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi, xi] = ring[i]!;
    const [yj, xj] = ring[j]!;
    if (yi > p[0] !== yj > p[0] && p[1] < ((xj - xi) * (p[0] - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}
