import { describe, expect, it } from 'vitest';
import { distanceM, distanceToSegmentM, insidePolygon, type LatLon } from './geo';
import { wibMidnight } from './model';
import { bikeDayRandom, DELIVERY_HOURS, simulateBikeDay, type BikeFix } from './motorbike';
import { buildRoadGraph, shortestPaths } from './road-graph';
import { DELIVERY_AREA, DEPOT_LOCATION, STREETS } from './streets';

const day = wibMidnight(Date.parse('2026-03-11T12:00:00+07:00'));
const HOUR = 3_600_000;
const run = (
  bike: number,
  options: { fixEveryMs?: number; seed?: number; dayStart?: number } = {},
) => {
  const dayStart = options.dayStart ?? day;
  return simulateBikeDay(
    { dayStart, fixEveryMs: options.fixEveryMs },
    bikeDayRandom(options.seed ?? 1, bike, dayStart),
  );
};
const days = [0, 1, 2].flatMap((d) =>
  [0, 1].map((bike) => run(bike, { dayStart: day + d * 86_400_000 })),
);
const at = (f: BikeFix): LatLon => [f.lat, f.lon];
const segments = STREETS.flatMap((s) =>
  s.points.slice(1).map((b, i) => [s.points[i]!, b] as const),
);
const toStreet = (p: LatLon) => Math.min(...segments.map(([a, b]) => distanceToSegmentM(p, a, b)));

describe('the demo streets', () => {
  it('are one network the depot reaches, the depot inside the delivery area', () => {
    const graph = buildRoadGraph(STREETS);
    const depot = graph.nodeAt(DEPOT_LOCATION);
    expect(depot).toBeDefined();
    const { dist } = shortestPaths(graph, depot!);
    expect([...dist].every(Number.isFinite)).toBe(true);
    expect(Math.max(...dist)).toBeLessThan(4000);
    expect(insidePolygon(DEPOT_LOCATION, DELIVERY_AREA)).toBe(true);
  });
});

describe('simulateBikeDay', () => {
  it('reports only in opening hours, 07:00–21:00 WIB', () => {
    for (const { fixes, rounds } of days) {
      expect(fixes.length).toBeGreaterThan(1000);
      const hours = fixes.map((f) => (f.ts - wibMidnight(f.ts)) / HOUR);
      expect(hours.filter((h) => h < DELIVERY_HOURS.open || h >= DELIVERY_HOURS.close)).toEqual([]);
      expect(hours[0]).toBeLessThan(DELIVERY_HOURS.open + 0.25);
      expect(hours.at(-1)).toBeGreaterThan(DELIVERY_HOURS.close - 0.25);
      expect(rounds.length).toBeGreaterThan(8);
    }
  });

  it('keeps every fix within GPS noise of a street', () => {
    for (const { fixes } of days.slice(0, 2)) {
      expect(fixes.filter((f) => toStreet(at(f)) >= 20)).toEqual([]);
    }
  });

  it('rides at 15–40 km/h, with no jumps between fixes', () => {
    for (const { fixes } of days) {
      const moving = fixes.map((f) => f.speed).filter((s) => s > 0);
      const sorted = [...moving].sort((a, b) => a - b);
      expect(sorted[Math.floor(sorted.length / 2)]).toBeGreaterThan(18);
      expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(32);
      expect(sorted.filter((s) => s >= 15).length / sorted.length).toBeGreaterThan(0.85);
      expect(sorted.at(-1)).toBeLessThanOrEqual(40);
      const implied = fixes
        .slice(1)
        .map((f, i) => distanceM(at(fixes[i]!), at(f)) / 1000 / ((f.ts - fixes[i]!.ts) / HOUR));
      expect(implied.filter((kmh) => !(kmh < 60))).toEqual([]);
    }
  });

  it('leaves the depot, stops 2–5 minutes at 1–4 doors and comes back', () => {
    for (const { fixes, rounds } of days) {
      for (const round of rounds) {
        expect(round.stops.length).toBeGreaterThanOrEqual(1);
        expect(round.stops.length).toBeLessThanOrEqual(4);
        for (const stop of round.stops) {
          expect(stop.depart - stop.arrive).toBeGreaterThanOrEqual(2 * 60_000);
          expect(stop.depart - stop.arrive).toBeLessThanOrEqual(5 * 60_000);
          expect(distanceM(stop.at, DEPOT_LOCATION)).toBeGreaterThan(150);
        }
        const home = fixes.find((f) => f.ts >= round.back)!;
        expect(distanceM(at(home), DEPOT_LOCATION)).toBeLessThan(20);
        const away = fixes.filter((f) => f.ts >= round.leave && f.ts < round.back);
        expect(Math.max(...away.map((f) => distanceM(at(f), DEPOT_LOCATION)))).toBeGreaterThan(150);
      }
      expect(distanceM(at(fixes[0]!), DEPOT_LOCATION)).toBeLessThan(20);
      expect(distanceM(at(fixes.at(-1)!), DEPOT_LOCATION)).toBeLessThan(20);
    }
  });

  it('reports every 10 s riding (configurable), with accuracy 5–20 m and a slowly draining battery', () => {
    for (const { fixes } of days) {
      expect(fixes.filter((f) => f.accuracy < 5 || f.accuracy > 20)).toEqual([]);
      const battery = fixes.map((f) => f.battery);
      expect(battery.every((b, i) => i === 0 || b <= battery[i - 1]!)).toBe(true);
      expect(battery[0]! - battery.at(-1)!).toBeGreaterThan(10);
      expect(battery.at(-1)).toBeGreaterThan(40);
    }
    // The time from each fix taken riding to the next.
    const gaps = (fixes: BikeFix[]) =>
      new Set(fixes.slice(1).flatMap((f, i) => (fixes[i]!.speed > 0 ? [f.ts - fixes[i]!.ts] : [])));
    expect(gaps(run(0).fixes).has(10_000)).toBe(true);
    const every5 = run(0, { fixEveryMs: 5000 }).fixes;
    expect(gaps(every5).has(5000)).toBe(true);
    expect(gaps(every5).has(10_000)).toBe(false);
  });

  it('is the same for the same seed, and each bike and day rides its own rounds', () => {
    expect(run(0)).toEqual(run(0));
    expect(run(0).rounds).not.toEqual(run(1).rounds);
    expect(run(0, { seed: 2 }).rounds).not.toEqual(run(0).rounds);
  });
});
