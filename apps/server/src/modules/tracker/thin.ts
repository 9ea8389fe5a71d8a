/**
 * Thinning a track for drawing: Douglas–Peucker taken in order of significance, so it stops at a
 * number of points as well as at a tolerance. Each step keeps the point that leaving out would
 * distort most (farthest from the line its kept neighbours draw, or farthest from the speed
 * line between them); the first and last points are always kept, and corners go before the
 * points of straight stretches.
 */

export interface TrackPoint {
  lat: number;
  lon: number;
  /** km/h; a point without one does not bend the speed line. */
  speed?: number | null;
  /** Epoch ms; without it there is no time rule and speed is interpolated by position in the track. */
  tsMs?: number;
}

export interface Tolerance {
  /** How far (m) a left-out point may lie from the drawn line. */
  metres: number;
  /** How far (km/h) its speed may lie from the line between its kept neighbours' speeds. */
  kmh: number;
  /** Kept points are never further apart in time than this, whatever their shape. */
  maxGapMs: number;
}

/** Shape only, down to the last bend: what the caller gets without a tolerance. */
const EXACT: Tolerance = { metres: 1e-6, kmh: Infinity, maxGapMs: Infinity };

/** Metres per degree of latitude; longitude degrees shrink with the cosine of the latitude. */
const M_PER_DEG = 111_320;

interface Span {
  from: number;
  to: number;
  /** The point to keep next in this span, and how much leaving it out would distort (> 1). */
  at: number;
  score: number;
}

/** Distance (m) from p to the segment a–b, all in a local flat projection. */
function segmentDistance(
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
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** A max-heap of spans by score. */
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
      if (a[parent]!.score >= a[i]!.score) break;
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
        if (l < a.length && a[l]!.score > a[big]!.score) big = l;
        if (r < a.length && a[r]!.score > a[big]!.score) big = r;
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
 * the shape, the speed line and the rhythm of the track within `tolerance`. Without one, a track
 * of `max` points or fewer comes back whole, and of a longer one only points exactly on the line
 * drawn are dropped first.
 */
export function thinIndices(
  points: readonly TrackPoint[],
  max: number,
  tolerance: Tolerance = EXACT,
): number[] {
  const n = points.length;
  if (n <= 2 || (n <= max && tolerance === EXACT)) return points.map((_, i) => i);
  const cos = Math.cos((points[0]!.lat * Math.PI) / 180);
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const ts = new Float64Array(n);
  const speeds = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = points[i]!;
    xs[i] = p.lon * M_PER_DEG * cos;
    ys[i] = p.lat * M_PER_DEG;
    ts[i] = p.tsMs ?? i;
    speeds[i] = p.speed ?? NaN;
  }
  const timed = points[0]!.tsMs !== undefined;

  const span = (from: number, to: number): Span => {
    let at = from;
    let score = 0;
    const t0 = ts[from]!;
    const dt = ts[to]! - t0;
    const s0 = speeds[from]!;
    const ds = speeds[to]! - s0;
    for (let i = from + 1; i < to; i++) {
      const off =
        segmentDistance(xs[i]!, ys[i]!, xs[from]!, ys[from]!, xs[to]!, ys[to]!) / tolerance.metres;
      // NaN (a point or an end without speed) compares false: no speed rule there.
      const line = dt > 0 ? s0 + (ds * (ts[i]! - t0)) / dt : s0;
      const bend = Math.abs(speeds[i]! - line) / tolerance.kmh;
      const d = bend > off ? bend : off;
      if (d > score) {
        score = d;
        at = i;
      }
    }
    if (score > 1) return { from, to, at, score };
    if (timed && to - from > 1 && ts[to]! - ts[from]! > tolerance.maxGapMs) {
      // Within tolerance but too long a silence: the point nearest the middle, below any shape.
      const middle = (ts[from]! + ts[to]!) / 2;
      let mid = from + 1;
      while (mid < to - 1 && ts[mid + 1]! <= middle) mid++;
      return { from, to, at: mid, score: 1 };
    }
    return { from, to, at, score: 0 };
  };

  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  let kept = 2;
  const heap = new SpanHeap();
  heap.push(span(0, n - 1));
  while (kept < max && heap.size > 0) {
    const s = heap.pop()!;
    // Whatever is left lies within the tolerance of the lines already drawn.
    if (s.score <= 0) break;
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
export function thin<T extends TrackPoint>(
  points: readonly T[],
  max: number,
  tolerance?: Tolerance,
): T[] {
  return thinIndices(points, max, tolerance).map((i) => points[i]!);
}
