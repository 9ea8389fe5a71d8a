import {
  fuelLitres,
  HISTORY_MAX_POINT_GAP_MS,
  HISTORY_TOLERANCE_KMH,
  HISTORY_TOLERANCE_M,
  type TrackerSummary,
} from '@depot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../use-test-app';
import { newDepot, newTracker, osmand } from '../telemetry';
import { JITTER } from '../tracker-fixtures';

// A delivery round worked out by hand, sent as a phone running Traccar Client would (OsmAnd
// GETs, speed in knots, time in seconds), and read back as the tracker screen does.
//
// Positions run along the meridian 106.88° E: with R = 6 371 008.8 m, 0.00075° of latitude is
// R·π/180·0.00075 = 83.39631 m. Times are seconds from 08:00 WIB on 20 November 2026.
//   A    0–300  parked at the depot, a fix every 30 s (11), speed 0, jitter under 10 m
//   B  310–540  24 fixes every 10 s, each 83.39631 m north: 30 km/h (42 once, at 400 s)
//   C  570–840  parked at the customer, every 30 s (10), speed 0
//   D  850–1080 24 fixes back south every 10 s at 30 km/h
//   E 1110–1380 parked at the depot (10)
// Trips start where the bike set off (the last parked fix) and end where it then stood 3 minutes:
//   trip 1: 300–540 s, 24 steps = 2001.5114 m in 240 s = 30.02 km/h, top 42 km/h
//   trip 2: 840–1080 s, 24 steps = 2001.5114 m in 240 s = 30.02 km/h, top 30 km/h
//   stops: 0–300, 540–840, 1080– (still parked at the last fix, 1380 s)
// Day: 4003.0229 m = 4,00 km in 480 s of riding = 30.02 km/h; fuel at 10 km/L: 0,40 L.

const T0 = Date.parse('2026-11-20T01:00:00Z') / 1000;
const DAY = '2026-11-20';
const LAT0 = -6.366;
const LON = 106.88;
const STEP = 0.00075;
const KNOTS = (kmh: number) => kmh / 1.852;

interface Fix {
  s: number;
  lat: number;
  lon: number;
  kmh: number;
}

const parked = (from: number, count: number, lat: number): Fix[] =>
  Array.from({ length: count }, (_, i) => {
    const [dLat, dLon] = JITTER[i % JITTER.length]!;
    return { s: from + 30 * i, lat: lat + dLat, lon: LON + dLon, kmh: 0 };
  });
const LAT_C = LAT0 + 24 * STEP;
const ROUTE: Fix[] = [
  ...parked(0, 11, LAT0),
  ...Array.from({ length: 24 }, (_, i) => ({
    s: 310 + 10 * i,
    lat: LAT0 + (i + 1) * STEP,
    lon: LON,
    kmh: i === 9 ? 42 : 30,
  })),
  ...parked(570, 10, LAT_C),
  ...Array.from({ length: 24 }, (_, i) => ({
    s: 850 + 10 * i,
    lat: LAT_C - (i + 1) * STEP,
    lon: LON,
    kmh: 30,
  })),
  ...parked(1110, 10, LAT0),
];
const at = (s: number) => new Date((T0 + s) * 1000).toISOString();

const t = useTestApp({ rateLimits: false });
let owner: Record<string, string>;
let query: string;
let bikeQuery: string;
beforeAll(async () => {
  const depot = await newDepot(t);
  const bike = await newTracker(t, depot);
  for (const f of ROUTE) {
    const res = await osmand(t, {
      id: bike.key,
      lat: f.lat,
      lon: f.lon,
      timestamp: T0 + f.s,
      speed: KNOTS(f.kmh),
      accuracy: 6,
    });
    expect(res.json(), `fix at ${f.s} s`).toEqual({ accepted: 1, rejected: 0, errors: [] });
  }
  owner = await t.authAs(depot.username, depot.password);
  query = `${depot.username}?start_date=${DAY}&end_date=${DAY}&tracker=${bike.id}`;
  bikeQuery = `${depot.username}?tracker=${bike.id}`;
}, 60_000);

const get = async <T>(path: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/tracker/${path}`, headers: owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ success: true; data: T; total_points?: number }>();
};

describe('a hand-worked delivery round', () => {
  it('comes back in history as a drawing of the round: every corner and speed change, nothing more', async () => {
    const history = await get<
      { latitude: number; longitude: number; timestamp: string; speed: number }[]
    >(`history/${query}`);
    expect(history.total_points).toBe(79);
    const drawn = history.data;
    const index = drawn.map((p) => ROUTE.findIndex((f) => at(f.s) === p.timestamp));
    // Fixes as sent, in order, from the first to the last.
    expect(index.every((i, k) => i >= 0 && (k === 0 || i > index[k - 1]!))).toBe(true);
    expect(index[0]).toBe(0);
    expect(index.at(-1)).toBe(ROUTE.length - 1);
    drawn.forEach((p, k) => {
      const f = ROUTE[index[k]!]!;
      expect([p.latitude, p.longitude]).toEqual([f.lat, f.lon]);
      expect(p.speed).toBeCloseTo(f.kmh, 9);
    });
    // The turn at the customer (540 s), the 42 km/h at 400 s and the fixes either side of it.
    for (const s of [300, 390, 400, 410, 540, 840, 1080])
      expect(drawn.map((p) => p.timestamp)).toContain(at(s));
    // Straight stretches at one speed and parked jitter collapse...
    expect(drawn.length).toBeLessThan(40);
    // ...yet every fix left out lies within the tolerances of the line drawn past it.
    const mPerDeg = (6_371_008.8 * Math.PI) / 180;
    const xy = (f: Fix) => [f.lon * mPerDeg * Math.cos((LAT0 * Math.PI) / 180), f.lat * mPerDeg];
    for (let k = 1; k < index.length; k++) {
      const a = ROUTE[index[k - 1]!]!;
      const b = ROUTE[index[k]!]!;
      expect((b.s - a.s) * 1000).toBeLessThanOrEqual(HISTORY_MAX_POINT_GAP_MS);
      const [ax, ay] = xy(a);
      const [bx, by] = xy(b);
      for (const f of ROUTE.slice(index[k - 1]! + 1, index[k]!)) {
        const [px, py] = xy(f);
        const len2 = (bx! - ax!) ** 2 + (by! - ay!) ** 2;
        const u =
          len2 === 0
            ? 0
            : Math.max(
                0,
                Math.min(1, ((px! - ax!) * (bx! - ax!) + (py! - ay!) * (by! - ay!)) / len2),
              );
        const off = Math.hypot(px! - (ax! + u * (bx! - ax!)), py! - (ay! + u * (by! - ay!)));
        expect(off, `fix at ${f.s} s`).toBeLessThanOrEqual(HISTORY_TOLERANCE_M);
        const line = a.kmh + ((b.kmh - a.kmh) * (f.s - a.s)) / (b.s - a.s);
        expect(Math.abs(f.kmh - line), `speed at ${f.s} s`).toBeLessThanOrEqual(
          HISTORY_TOLERANCE_KMH,
        );
      }
    }
  });

  it('sums up to the worked figures, trips and stops included', async () => {
    const { data } = await get<TrackerSummary>(`summary/${query}`);
    expect(data).toMatchObject({
      total_distance_km: 4,
      total_duration_sec: 480,
      average_speed_kmh: 30.02,
      max_speed_kmh: 42,
      trip_count: 2,
      stop_count: 3,
    });
    expect(
      data.trips.map((trip) => [
        trip.start_time,
        trip.end_time,
        trip.duration_sec,
        trip.distance_km,
        trip.average_speed_kmh,
        trip.max_speed_kmh,
      ]),
    ).toEqual([
      [at(300), at(540), 240, 2, 30.02, 42],
      [at(840), at(1080), 240, 2, 30.02, 30],
    ]);
    expect(data.stops.map((stop) => [stop.start_time, stop.end_time])).toEqual([
      [at(0), at(300)],
      [at(540), at(840)],
      // Still parked: the stop goes on.
      [at(1080), null],
    ]);
    // The stats card's fuel estimate, from the summary's distance.
    expect(fuelLitres(data.total_distance_km, 10)).toBe(0.4);
    expect(fuelLitres(data.total_distance_km, 35)).toBe(0.11);
    expect(fuelLitres(data.total_distance_km, 0)).toBe(0);
  });

  it('shows the last fix as the last position', async () => {
    const last = await get<{ timestamp: string }>(`last-position/${bikeQuery}`);
    expect(last.data.timestamp).toBe(at(1380));
  });
});
