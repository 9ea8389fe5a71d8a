/**
 * Whether a drawn geofence is a simple polygon. A ring that crosses or folds over itself has no
 * clear inside, so 'is the bike in the area' would have no clear answer either.
 */

type Vertex = [number, number];

/** Mean earth radius (IUGG), as geo.ts measures distances with. */
const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * The area in m² of a ring of [latitude, longitude] vertices, on a flat projection around its
 * mean latitude: within a fraction of a percent for an area a few kilometres across.
 */
export function ringAreaM2(ring: readonly Vertex[]): number {
  if (ring.length < 3) return 0;
  const [lat0, lon0] = ring[0]!;
  const meanLat = ring.reduce((sum, v) => sum + v[0], 0) / ring.length;
  // Metres east and north of the first vertex, so that the products stay small and exact.
  const xy = ring.map(([lat, lon]) => [
    EARTH_RADIUS_M * Math.cos(rad(meanLat)) * rad(lon - lon0),
    EARTH_RADIUS_M * rad(lat - lat0),
  ]);
  let twice = 0;
  xy.forEach(([xa, ya], i) => {
    const [xb, yb] = xy[(i + 1) % xy.length]!;
    twice += xa! * yb! - xb! * ya!;
  });
  return Math.abs(twice) / 2;
}

/**
 * The ring as stored: repeated vertices in a row dropped, and the closing vertex too when the
 * drawing tool repeats the first at the end (GeoJSON does).
 */
export function normalizeRing(coordinates: readonly Vertex[]): Vertex[] {
  const out: Vertex[] = [];
  for (const v of coordinates) {
    const prev = out[out.length - 1];
    if (!prev || prev[0] !== v[0] || prev[1] !== v[1]) out.push([v[0], v[1]]);
  }
  while (out.length > 1 && out[0]![0] === out.at(-1)![0] && out[0]![1] === out.at(-1)![1]) {
    out.pop();
  }
  return out;
}

/** Twice the signed area of a, b, c: > 0 counter-clockwise, 0 when they lie on one line. */
const cross = (a: Vertex, b: Vertex, c: Vertex) =>
  (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

/** c lies on segment a–b, given the three are on one line. */
const within = (a: Vertex, b: Vertex, c: Vertex) =>
  Math.min(a[0], b[0]) <= c[0] &&
  c[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= c[1] &&
  c[1] <= Math.max(a[1], b[1]);

/** Segments p1–p2 and q1–q2 share at least one point (touching counts). */
function segmentsMeet(p1: Vertex, p2: Vertex, q1: Vertex, q2: Vertex): boolean {
  const d1 = cross(q1, q2, p1);
  const d2 = cross(q1, q2, p2);
  const d3 = cross(p1, p2, q1);
  const d4 = cross(p1, p2, q2);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    return true;
  }
  return (
    (d1 === 0 && within(q1, q2, p1)) ||
    (d2 === 0 && within(q1, q2, p2)) ||
    (d3 === 0 && within(p1, p2, q1)) ||
    (d4 === 0 && within(p1, p2, q2))
  );
}

/**
 * True when two edges of the (normalized, unclosed) ring cross or touch anywhere but at the
 * vertex two neighbouring edges share, or when an edge doubles back over the one before it.
 */
export function selfIntersects(ring: readonly Vertex[]): boolean {
  const n = ring.length;
  const edge = (i: number): [Vertex, Vertex] => [ring[i]!, ring[(i + 1) % n]!];
  for (let i = 0; i < n; i++) {
    const [a, b] = edge(i);
    const [, c] = edge((i + 1) % n);
    // Neighbours meet at b; they overlap when c lies back along a–b's line, on b's near side.
    if (cross(a, b, c) === 0 && (a[0] - b[0]) * (c[0] - b[0]) + (a[1] - b[1]) * (c[1] - b[1]) > 0) {
      return true;
    }
    for (let j = i + 2; j < n; j++) {
      // The last edge and the first are neighbours too.
      if (i === 0 && j === n - 1) continue;
      const [p, q] = edge(j);
      if (segmentsMeet(a, b, p, q)) return true;
    }
  }
  return false;
}
