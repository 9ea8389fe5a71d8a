import { type TrackerSummary } from '@depot/contract';
import { BIKE_SEED, bikeDayRandom, simulateBikeDay } from '@depot/simulator';
import { beforeAll, describe, expect, it } from 'vitest';
import { positionReading } from '../../src/demo/tracker-history';
import { writeBatch } from '../../src/ingest';
import { useTestApp } from '../use-test-app';
import { newDepot, newTracker } from '../telemetry';

// Motor 1's rounds of 25 November 2026 (the demo model: 1 623 fixes, the first of the demo
// bikes), written through the ingestion writer in batches, and summed up as the tracker screen
// asks. Cut by the documented rule (a trip ends, and the stop starts, at the first fix of a
// 3-minute stay within 200 m) an independent computation found 59 trips, 60 stops and 8 701 s
// of riding; the cutter that ended trips at the last fix at riding speed made it 58 trips,
// 46 stops (13 pairs of trips back to back) and 11 355 s.

const DAY = '2026-11-25';
const dayStart = Date.parse(`${DAY}T00:00:00+07:00`);

const t = useTestApp({ rateLimits: false });
let owner: Record<string, string>;
let query: string;
beforeAll(async () => {
  const depot = await newDepot(t);
  const bike = await newTracker(t, depot);
  const { fixes } = simulateBikeDay({ dayStart }, bikeDayRandom(BIKE_SEED, 0, dayStart));
  expect(fixes).toHaveLength(1623);
  const readings = fixes.map((f) =>
    positionReading(f, { id: bike.id, accountId: depot.accountId }),
  );
  for (let i = 0; i < readings.length; i += 250) {
    const batch = readings.slice(i, i + 250);
    await t.database.rawTransaction((q) => writeBatch(q, batch, [], new Date(dayStart)));
  }
  owner = await t.authAs(depot.username, depot.password);
  query = `${depot.username}?start_date=${DAY}&end_date=${DAY}&tracker=${bike.id}`;
}, 60_000);

describe('trips and stops of a demo day, by the documented rule', () => {
  it('counts 59 trips, 60 stops and 8 701 s of riding, and trips and stops alternate', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tracker/summary/${query}`,
      headers: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: TrackerSummary }>().data;
    expect(data).toMatchObject({
      trip_count: 59,
      stop_count: 60,
      total_duration_sec: 8701,
      total_distance_km: 57.31,
    });
    // The day opens and closes parked at the depot: stop, trip, stop, …, trip, stop.
    const segments = [...data.trips, ...data.stops].sort((a, b) =>
      a.start_time.localeCompare(b.start_time),
    );
    expect(segments.map((s) => s.kind)).toEqual(
      Array.from({ length: 119 }, (_, i) => (i % 2 ? 'trip' : 'stop')),
    );
    // Each segment ends where the next starts.
    for (let i = 1; i < segments.length; i++) {
      expect(segments[i]!.start_time).toBe(segments[i - 1]!.end_time);
    }
    // The riding time is the trips' durations; the average speed is the trips' distance over
    // that time (the 7,56 km ridden within stays and stops is in the day's distance only).
    const seconds = data.trips.reduce((sum, trip) => sum + trip.duration_sec, 0);
    const km = data.trips.reduce((sum, trip) => sum + trip.distance_km, 0);
    expect(seconds).toBe(8701);
    expect(km).toBeCloseTo(49.75, 1);
    expect(data.average_speed_kmh).toBe(20.58);
  });
});
