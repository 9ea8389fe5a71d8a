import {
  BIKE_SEED,
  bikeDayRandom,
  DELIVERY_AREA,
  DEPOT_LOCATION,
  runLiveBikes,
  simulateBikeDay,
  wibMidnight,
} from '@depot/simulator';
import { and, eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, geofences, sensors, trackerDaily, trackerSegments } from '../../src/db/schema';
import { DEMO, DEMO_GEOFENCE, DEMO_TRACKERS, seedDemoTrackerHistory } from '../../src/demo';
import { hashDeviceKey } from '../../src/lib/secrets';
import { useTestApp } from '../use-test-app';
import { positionRows, waitFor } from '../telemetry';

// The demo depot's motorbikes: what `npm start` seeds, the month of history going through the
// ingestion writer, and the live simulator reaching the server over MQTT and the OsmAnd protocol.
// Every time is fixed to yesterday, so the test does not depend on the hour it runs at.

const HOUR = 3_600_000;
const yesterday = wibMidnight(Date.now()) - 24 * HOUR;
const historyEnd = yesterday + 10 * HOUR;
// Traccar-like, one OsmAnd request at a time, each answered once stored: a quarter of an hour.
const liveEnd = historyEnd + 0.25 * HOUR;

/** The fixes the model gives a demo bike between two moments (after `from`, up to `to`). */
const fixesOf = (bike: number, from: number, to: number) =>
  [yesterday - 24 * HOUR, yesterday].flatMap((day) =>
    simulateBikeDay({ dayStart: day }, bikeDayRandom(BIKE_SEED, bike, day)).fixes.filter(
      (f) => f.ts > from && f.ts <= to,
    ),
  );

const t = useTestApp({ mqtt: {}, rateLimits: false });
let origin: string;
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

describe('the demo motorbikes', () => {
  it('are seeded with the depot: its location, two trackers with the demo keys, a geofence', async () => {
    const [depot] = await t.db
      .select({ id: accounts.id, latitude: accounts.latitude, longitude: accounts.longitude })
      .from(accounts)
      .where(eq(accounts.username, DEMO.owner.username));
    expect([depot?.latitude, depot?.longitude]).toEqual([...DEPOT_LOCATION]);
    const trackers = await t.db
      .select({ id: sensors.sensorId, name: sensors.name, keyHash: sensors.keyHash })
      .from(sensors)
      .where(and(eq(sensors.accountId, depot!.id), eq(sensors.kind, 'gps')))
      .orderBy(sensors.sensorId);
    expect(trackers).toEqual([
      { id: 'depot1-motor-1', name: 'Motor 1', keyHash: hashDeviceKey('demo-motor-1') },
      { id: 'depot1-motor-2', name: 'Motor 2', keyHash: hashDeviceKey('demo-motor-2') },
    ]);
    const fences = await t.db
      .select({ name: geofences.name, coordinates: geofences.coordinates })
      .from(geofences)
      .where(eq(geofences.accountId, depot!.id));
    expect(fences).toEqual([{ name: DEMO_GEOFENCE, coordinates: DELIVERY_AREA }]);
  });

  it('get their history through the ingestion writer: every fix, trips and stops, daily rollups', async () => {
    const written = await seedDemoTrackerHistory(t.database, 1, historyEnd);
    const expected = DEMO_TRACKERS.map((_, bike) => fixesOf(bike, 0, historyEnd));
    expect(written).toBe(expected[0]!.length + expected[1]!.length);
    for (const [bike, tracker] of DEMO_TRACKERS.entries()) {
      const rows = await positionRows(t, tracker.id);
      expect(rows.map((r) => r.ts.getTime())).toEqual(expected[bike]!.map((f) => f.ts));
      const segments = await t.db
        .select({ kind: trackerSegments.kind, n: sql<number>`count(*)::int` })
        .from(trackerSegments)
        .where(eq(trackerSegments.trackerId, tracker.id))
        .groupBy(trackerSegments.kind)
        .orderBy(trackerSegments.kind);
      expect(segments.map((s) => s.kind)).toEqual(['stop', 'trip']);
      expect(Math.min(...segments.map((s) => s.n))).toBeGreaterThan(20);
      const [day] = await t.db
        .select()
        .from(trackerDaily)
        .where(eq(trackerDaily.trackerId, tracker.id))
        .orderBy(trackerDaily.day);
      // A whole day of rounds: some 40–70 km at 15–40 km/h.
      expect(day!.distanceM).toBeGreaterThan(30_000);
      expect(day!.distanceM).toBeLessThan(90_000);
      expect(day!.maxSpeedKmh).toBeGreaterThan(25);
      expect(day!.maxSpeedKmh).toBeLessThanOrEqual(40);
      const [sensor] = await t.db
        .select({ lastOnline: sensors.lastOnline })
        .from(sensors)
        .where(eq(sensors.sensorId, tracker.id));
      // History is not a sign of life: the bike is Offline until something sends.
      expect(sensor?.lastOnline).toBeNull();
    }
  });

  it('ride on live, Motor 1 over MQTT and Motor 2 over OsmAnd, carrying on from the history', async () => {
    const before = await Promise.all(DEMO_TRACKERS.map((b) => positionRows(t, b.id)));
    const bikes = await runLiveBikes({
      mqttUrl: `mqtt://127.0.0.1:${t.app.mqtt?.port}`,
      httpUrl: origin,
      bikes: DEMO_TRACKERS,
      since: historyEnd,
      clock: () => liveEnd,
    });
    try {
      for (const [bike, tracker] of DEMO_TRACKERS.entries()) {
        const sent = fixesOf(bike, historyEnd, liveEnd);
        expect(sent.length).toBeGreaterThan(10);
        const rows = await waitFor(
          `${tracker.id}'s live fixes`,
          async () => {
            const now = await positionRows(t, tracker.id);
            return now.length >= before[bike]!.length + sent.length && now;
          },
          30_000,
        );
        const live = rows.slice(before[bike]!.length);
        expect(live.map((r) => r.ts.getTime())).toEqual(sent.map((f) => f.ts));
        // Speed over OsmAnd goes as knots and comes back as km/h.
        expect(live.map((r) => Math.round(r.speed!))).toEqual(sent.map((f) => Math.round(f.speed)));
      }
    } finally {
      await bikes.stop();
    }
  });
});
