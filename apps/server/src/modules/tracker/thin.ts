/**
 * Thinning a track for drawing: Douglas–Peucker taken in order of significance, so it stops at a
 * number of points instead of a tolerance. Each step keeps the point farthest from the line its
 * neighbours already kept would draw; the first and last points are always kept, and corners go
 * before the points of straight stretches.
 */

export interface TrackPoint {
  lat: number;
  lon: number;
}

/** Metres per degree of latitude; longitude degrees shrink with the cosine of the latitude. */
const M_PER_DEG = 111_320;

interface Span {
  from: number;
  to: number;
  /** The point of the span farthest from the chord from..to, and its squared distance. */
  at: number;
  d2: number;
}

/** Squared distance (m²) from p to the segment a–b, all in a local flat projection. */
function segmentDistance2(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  const ex = px - (ax + t * dx);
  const ey = py - (ay + t * dy);
  return ex * ex + ey * ey;
}

/** A max-heap of spans by the distance of their farthest point. */
class SpanHeap {
  private items: Span[] = [];
  get size() {
    return this.items.length;
  }
  push(span: Span) {
    const a = this.items;
    a.push(span);
    for (let i = a.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (a[parent]!.d2 >= a[i]!.d2) break;
      [a[parent], a[i]] = [a[i]!, a[parent]!];
      i = parent;
    }
  }
  pop(): Span | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0 && last) {
      a[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let big = i;
        if (l < a.length && a[l]!.d2 > a[big]!.d2) big = l;
        if (r < a.length && a[r]!.d2 > a[big]!.d2) big = r;
        if (big === i) break;
        [a[big], a[i]] = [a[i]!, a[big]!];
        i = big;
      }
    }
    return top;
  }
}

/**
 * Indices (ascending) of at most `max` points (never fewer than the first and last) that keep
 * the shape of the track. Points on a straight line or on one spot are dropped before any
 * corner; a track of `max` points or fewer comes back whole.
 */
export function thinIndices(points: readonly TrackPoint[], max: number): number[] {
  const n = points.length;
  if (n <= Math.max(max, 2)) return points.map((_, i) => i);
  const cos = Math.cos((points[0]!.lat * Math.PI) / 180);
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    xs[i] = points[i]!.lon * M_PER_DEG * cos;
    ys[i] = points[i]!.lat * M_PER_DEG;
  }
  const span = (from: number, to: number): Span => {
    let at = from;
    let d2 = -1;
    for (let i = from + 1; i < to; i++) {
      const d = segmentDistance2(xs[i]!, ys[i]!, xs[from]!, ys[from]!, xs[to]!, ys[to]!);
      if (d > d2) {
        d2 = d;
        at = i;
      }
    }
    return { from, to, at, d2 };
  };

  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  let kept = 2;
  const heap = new SpanHeap();
  heap.push(span(0, n - 1));
  while (kept < max && heap.size > 0) {
    const s = heap.pop()!;
    // Whatever is left lies on the lines already drawn: more points would add nothing.
    if (s.d2 <= 0) break;
    keep[s.at] = 1;
    kept += 1;
    if (s.at - s.from > 1) heap.push(span(s.from, s.at));
    if (s.to - s.at > 1) heap.push(span(s.at, s.to));
  }
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) out.push(i);
  return out;
}

/** The points `thinIndices` keeps, unchanged (their time and speed stay theirs). */
export function thin<T extends TrackPoint>(points: readonly T[], max: number): T[] {
  return thinIndices(points, max).map((i) => points[i]!);
}
