import { distanceM, insidePolygon, offsetM, type LatLon } from './geo';
import { seededRandom, type Random } from './random';
import { ride, type RideSample } from './ride';
import { buildRoadGraph, routeTo, shortestPaths } from './road-graph';
import { DELIVERY_AREA, DEPOT_LOCATION, STREETS } from './streets';

/** The bikes ride in the demo depot's opening hours ('07.00–21.00' on the public map), WIB. */
export const DELIVERY_HOURS = { open: 7, close: 21 } as const;

/** One position as a tracker reports it. */
export interface BikeFix {
  /** epoch ms, whole seconds */
  ts: number;
  lat: number;
  lon: number;
  /** km/h */
  speed: number;
  bearing: number;
  /** metres */
  accuracy: number;
  /** % */
  battery: number;
}

export interface DeliveryStop {
  at: LatLon;
  arrive: number;
  depart: number;
}

export interface DeliveryRound {
  leave: number;
  back: number;
  stops: DeliveryStop[];
  distanceM: number;
}

export interface BikeDayOptions {
  /** Midnight WIB of the day, as epoch ms. */
  dayStart: number;
  /** How often the tracker reports while riding (10 s). */
  fixEveryMs?: number;
  /** How often it reports while parked (60 s, like a tracker that notices it stands still). */
  parkedEveryMs?: number;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
const GPS_SIGMA_M = 3;
const GPS_TAU_MS = 60_000;

/** The demo streets as a graph, the depot's node and where customers live (built once). */
const area = (() => {
  const graph = buildRoadGraph(STREETS);
  const fromNode = new Map<number, ReturnType<typeof shortestPaths>>();
  const depot = graph.nodeAt(DEPOT_LOCATION);
  if (depot === undefined) throw new Error('the depot is not on a street vertex');
  const doors = graph.points
    .map((p, node) => ({ node, p }))
    .filter(({ p }) => distanceM(p, DEPOT_LOCATION) > 150);
  return {
    graph,
    depot,
    /** Shortest paths from a node, kept: a month of rounds starts from the same few hundred. */
    pathsFrom: (node: number) => {
      let paths = fromNode.get(node);
      if (!paths) fromNode.set(node, (paths = shortestPaths(graph, node)));
      return paths;
    },
    inside: doors.filter(({ p }) => insidePolygon(p, DELIVERY_AREA)).map((d) => d.node),
    outside: doors.filter(({ p }) => !insidePolygon(p, DELIVERY_AREA)).map((d) => d.node),
  };
})();

/** The demo's seed: the seeded history and the live bikes ride the same rounds on the same day. */
export const BIKE_SEED = 2026;

/** A day's own generator for one bike, so any day can be simulated alone (live or history). */
export function bikeDayRandom(seed: number, bike: number, dayStart: number): Random {
  const day = Math.round(dayStart / 86_400_000);
  return seededRandom(Math.imul(seed ^ 0x9e3779b9, 31) + Math.imul(bike + 1, 0x85ebca6b) + day);
}

const pick = <T>(list: readonly T[], rng: Random) => list[Math.floor(rng.next() * list.length)]!;
const wholeSeconds = (ms: number) => Math.round(ms / 1000) * 1000;

/** 1–4 doors (mostly inside the delivery area), in the order a rider takes them. */
function planRound(rng: Random): { legs: RideSample[][]; stops: LatLon[]; distanceM: number } {
  const r = rng.next();
  const count = r < 0.3 ? 1 : r < 0.65 ? 2 : r < 0.9 ? 3 : 4;
  const doors = Array.from({ length: count }, (_, i) =>
    i === 0 && rng.next() < 0.02 ? pick(area.outside, rng) : pick(area.inside, rng),
  );
  const legs: RideSample[][] = [];
  const stops: LatLon[] = [];
  let from = area.depot;
  let total = 0;
  while (doors.length > 0) {
    const paths = area.pathsFrom(from);
    doors.sort((a, b) => paths.dist[a]! - paths.dist[b]!);
    const to = doors.shift()!;
    const route = routeTo(area.graph, paths, to);
    legs.push(ride(route, rng));
    stops.push(area.graph.points[to]!);
    total += route.lengthM;
    from = to;
  }
  const home = routeTo(area.graph, area.pathsFrom(from), area.depot);
  legs.push(ride(home, rng));
  return { legs, stops, distanceM: total + home.lengthM };
}

type Leg = { from: number; to: number } & ({ at: LatLon } | { samples: RideSample[] });

/** Minutes the bike waits at the depot for the next orders: less in the morning and evening rush. */
function waitMs(t: number, dayStart: number, rng: Random): number {
  const hour = (t - dayStart) / HOUR;
  const rush = (hour >= 7.5 && hour < 10) || (hour >= 16 && hour < 19);
  return wholeSeconds(Math.max(5, (rush ? 15 : 35) * (0.5 + rng.next())) * MINUTE);
}

/**
 * One delivery motorbike's day: the tracker is switched on at the depot at opening, the bike
 * rides rounds of 1–4 customers (2–5 minutes at each door) and comes back, waits for the next
 * orders, takes a lunch break, and is switched off at closing. Fixes carry GPS noise of a few
 * metres (drifting, as real GPS does, not jumping), an accuracy of 5–20 m and a draining battery.
 */
export function simulateBikeDay(
  options: BikeDayOptions,
  rng: Random,
): { fixes: BikeFix[]; rounds: DeliveryRound[] } {
  const { dayStart, fixEveryMs = 10_000, parkedEveryMs = 60_000 } = options;
  const depot = area.graph.points[area.depot]!;
  const on = dayStart + DELIVERY_HOURS.open * HOUR + wholeSeconds(rng.next() * 10 * MINUTE);
  const off = dayStart + DELIVERY_HOURS.close * HOUR - wholeSeconds(rng.next() * 10 * MINUTE);
  const lunch = dayStart + wholeSeconds((11.75 + rng.next() * 0.75) * HOUR);

  const legs: Leg[] = [];
  const rounds: DeliveryRound[] = [];
  let t = on + waitMs(on, dayStart, rng);
  let lunchDone = false;
  legs.push({ from: on, to: t, at: depot });
  for (;;) {
    if (!lunchDone && t >= lunch) {
      lunchDone = true;
      const end = t + wholeSeconds((45 + rng.next() * 30) * MINUTE);
      legs.push({ from: t, to: end, at: depot });
      t = end;
    }
    const plan = planRound(rng);
    const roundLegs: Leg[] = [];
    const stops: DeliveryStop[] = [];
    let clock = t;
    plan.legs.forEach((samples, i) => {
      roundLegs.push({ from: clock, to: clock + samples.length * 1000, samples });
      clock += samples.length * 1000;
      const at = plan.stops[i];
      if (!at) return;
      const depart = clock + wholeSeconds((2 + rng.next() * 3) * MINUTE);
      stops.push({ at, arrive: clock, depart });
      roundLegs.push({ from: clock, to: depart, at });
      clock = depart;
    });
    // A round that would not be back well before closing is not started.
    if (clock > off - 10 * MINUTE) break;
    legs.push(...roundLegs);
    rounds.push({ leave: t, back: clock, stops, distanceM: plan.distanceM });
    t = clock + waitMs(clock, dayStart, rng);
    legs.push({ from: clock, to: Math.min(t, off), at: depot });
  }
  const last = legs.at(-1)!;
  if (last.to < off) legs.push({ from: last.to, to: off, at: depot });
  return { fixes: track(legs, on, off, fixEveryMs, parkedEveryMs, rng), rounds };
}

/** What the tracker reports of a day's legs: every fixEveryMs riding, every parkedEveryMs parked. */
function track(
  legs: Leg[],
  on: number,
  off: number,
  fixEveryMs: number,
  parkedEveryMs: number,
  rng: Random,
): BikeFix[] {
  const fixes: BikeFix[] = [];
  let battery = 96 + rng.next() * 4;
  let noiseN = rng.normal(0, GPS_SIGMA_M);
  let noiseE = rng.normal(0, GPS_SIGMA_M);
  let bearing = Math.floor(rng.next() * 360);
  let leg = 0;
  let last = on;
  for (let t = on; t < off;) {
    while (legs[leg]!.to <= t && leg < legs.length - 1) leg++;
    const current = legs[leg]!;
    const sample = 'samples' in current ? current.samples[(t - current.from) / 1000] : undefined;
    const riding = sample !== undefined;
    const truth: LatLon = 'at' in current ? current.at : [sample!.lat, sample!.lon];
    const rho = Math.exp(-(t - last) / GPS_TAU_MS);
    const fresh = Math.sqrt(1 - rho * rho) * GPS_SIGMA_M;
    noiseN = rho * noiseN + rng.normal(0, fresh);
    noiseE = rho * noiseE + rng.normal(0, fresh);
    battery -= ((t - last) / HOUR) * (riding ? 4.5 : 1.5);
    last = t;
    const [lat, lon] = offsetM(truth, noiseN, noiseE);
    if (sample && sample.speed > 0)
      bearing = Math.round((sample.bearing + rng.normal(0, 2) + 360) % 360);
    const accuracy = Math.min(20, Math.max(5, rng.normal(riding ? 8 : 11, riding ? 2.5 : 3.5)));
    fixes.push({
      ts: t,
      lat: Number(lat.toFixed(6)),
      lon: Number(lon.toFixed(6)),
      speed: sample
        ? Number(Math.min(40, Math.max(0, sample.speed + rng.normal(0, 0.7))).toFixed(1))
        : 0,
      bearing,
      accuracy: Number(accuracy.toFixed(1)),
      battery: Math.round(battery),
    });
    const next = t + (riding ? fixEveryMs : parkedEveryMs);
    // A tracker reports at once when the bike sets off.
    let departure = leg + 1;
    while (departure < legs.length && !('samples' in legs[departure]!)) departure++;
    t = riding ? next : Math.min(next, legs[departure]?.from ?? Infinity);
  }
  return fixes;
}
