import { bearingDeg, distanceM, lerp } from './geo';
import type { Random } from './random';
import type { Route } from './road-graph';
import { STREET_SPEEDS_KMH } from './streets';

/** One second of a ride: where the bike is, how fast and which way it goes. */
export interface RideSample {
  lat: number;
  lon: number;
  /** km/h */
  speed: number;
  bearing: number;
}

const ACCELERATION = 1.2; // m/s², a loaded motorbike pulling away
const BRAKING = 1.5; // m/s², comfortable braking
const CORNER_KMH = 15; // a turn of more than CORNER_DEG
const CORNER_DEG = 35;
const YIELD_KMH = 8; // looking both ways before turning onto the main road
const CREEP = 1.5; // m/s, the last metres to the door
const kmh = (ms: number) => ms * 3.6;
const ms = (kmh: number) => kmh / 3.6;

/**
 * Rides a route from standstill to standstill, one sample per second: each stretch of street at
 * its own pace (drawn from the street kind's range and wandering a little), slowing for corners,
 * for turning onto the main road, and to stop at the end.
 */
export function ride(route: Route, rng: Random): RideSample[] {
  const { points, kinds } = route;
  const at = [0];
  for (let i = 1; i < points.length; i++)
    at.push(at[i - 1]! + distanceM(points[i - 1]!, points[i]!));
  const length = at.at(-1)!;
  if (length < 1) return [];

  // The pace of each run of one street kind, and the speed limit at each vertex.
  const pace: number[] = [];
  for (let i = 0; i < kinds.length; i++) {
    const [min, max] = STREET_SPEEDS_KMH[kinds[i]!];
    pace.push(i > 0 && kinds[i] === kinds[i - 1] ? pace[i - 1]! : min + rng.next() * (max - min));
  }
  const limit = points.map((p, i) => {
    if (i === 0 || i === points.length - 1) return 0;
    const turn = Math.abs(
      ((bearingDeg(p, points[i + 1]!) - bearingDeg(points[i - 1]!, p) + 540) % 360) - 180,
    );
    if (kinds[i] === 'main' && kinds[i - 1] !== 'main') return ms(YIELD_KMH);
    return turn > CORNER_DEG ? ms(CORNER_KMH) : Infinity;
  });

  const samples: RideSample[] = [];
  let s = 0;
  let v = 0;
  let segment = 0;
  let wander = 0;
  while (s < length) {
    while (segment < kinds.length - 1 && at[segment + 1]! <= s) segment++;
    wander = 0.9 * wander + rng.normal(0, 0.6);
    const [min, max] = STREET_SPEEDS_KMH[kinds[segment]!];
    let cap = ms(Math.min(max, Math.max(min, pace[segment]! + wander)));
    for (let j = segment + 1; j < points.length && at[j]! - s < 120; j++) {
      cap = Math.min(cap, Math.sqrt(limit[j]! ** 2 + 2 * BRAKING * (at[j]! - s)));
    }
    v = v < cap ? Math.min(cap, v + ACCELERATION) : Math.max(cap, v - 2 * BRAKING);
    const step = Math.max(v, CREEP);
    s = Math.min(length, s + step);
    while (segment < kinds.length - 1 && at[segment + 1]! <= s) segment++;
    const a = points[segment]!;
    const b = points[segment + 1]!;
    const f = (s - at[segment]!) / (at[segment + 1]! - at[segment]! || 1);
    const [lat, lon] = lerp(a, b, Math.min(1, f));
    samples.push({ lat, lon, speed: s >= length ? 0 : kmh(v), bearing: bearingDeg(a, b) });
  }
  return samples;
}
