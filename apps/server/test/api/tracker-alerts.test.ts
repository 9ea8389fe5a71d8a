import { formatTime, messages } from '@depot/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geofences, sensors } from '../../src/db/schema';
import { openNodes, openStream, type Node } from '../event-stream';
import type { TestContext } from '../helpers';
import { newDepot, newTracker, notificationsOf, osmand, positionRows } from '../telemetry';

// What a depot hears about its bikes: a geofence left or entered (once, without flapping), a
// tracker gone quiet for 5 minutes and back, and each stored position on the live stream.

let t: TestContext;
let node: Node;
beforeAll(async () => {
  const opened = await openNodes(1);
  t = opened.t;
  node = opened.nodes[0]!;
});
afterAll(() => t.close());

/** A square of about 440 m around (-6.366, 106.88). */
const AREA: [number, number][] = [
  [-6.368, 106.878],
  [-6.368, 106.882],
  [-6.364, 106.882],
  [-6.364, 106.878],
];
const INSIDE = { lat: -6.366, lon: 106.88 };
/** About 110 m beyond the east edge (330 m from INSIDE: 120 km/h in 10 s, no jump). */
const OUTSIDE = { lat: -6.366, lon: 106.883 };
/** Just across the east edge, about 10 m out. */
const EDGE_OUT = { lat: -6.366, lon: 106.8821 };
const EDGE_IN = { lat: -6.366, lon: 106.8819 };

async function bikeInArea(name = 'Pasar Minggu') {
  const depot = await newDepot(t);
  const bike = await newTracker(t, depot);
  await t.db.insert(geofences).values({ accountId: depot.accountId, name, coordinates: AREA });
  // Fixes 10 s apart, starting 5 minutes ago (recent enough to be told).
  const start = Math.floor(Date.now() / 1000) - 300;
  const send = async (i: number, at: { lat: number; lon: number }) => {
    const res = await osmand(t, { id: bike.key, ...at, timestamp: start + i * 10, speed: 15 });
    expect(res.json(), `fix ${i}`).toMatchObject({ accepted: 1 });
  };
  return { depot, bike, start, send };
}

describe('geofence crossings', () => {
  it('tells the depot once when a bike leaves the area, with the time it crossed', async () => {
    const { depot, bike, start, send } = await bikeInArea();
    await send(0, INSIDE);
    await send(1, INSIDE);
    for (let i = 2; i < 8; i++) await send(i, OUTSIDE);
    const notes = await notificationsOf(t, depot.accountId, 'geofence');
    expect(notes.map((n) => n.message)).toEqual([
      messages.tracker.geofenceExit(bike.name, 'Pasar Minggu', formatTime((start + 20) * 1000)),
    ]);
    expect((await positionRows(t, bike.id)).length).toBe(8);
  });

  it('says nothing while a bike wobbles across the edge, and nothing for a fence drawn around it', async () => {
    const { depot, send } = await bikeInArea();
    await send(0, INSIDE);
    // Out for one fix, or for two fixes 10 s apart (under 30 s): the dead band holds.
    await send(1, EDGE_OUT);
    await send(2, EDGE_IN);
    await send(3, EDGE_OUT);
    await send(4, EDGE_OUT);
    await send(5, EDGE_IN);
    expect(await notificationsOf(t, depot.accountId, 'geofence')).toEqual([]);

    // A fence drawn later around where the bike stands raises no 'enter'.
    await t.db.insert(geofences).values({
      accountId: depot.accountId,
      name: 'Gudang',
      coordinates: [
        [-6.3662, 106.8817],
        [-6.3662, 106.8821],
        [-6.3658, 106.8821],
        [-6.3658, 106.8817],
      ],
    });
    for (let i = 6; i < 10; i++) await send(i, EDGE_IN);
    expect(await notificationsOf(t, depot.accountId, 'geofence')).toEqual([]);
  });

  it('pushes the notification and each stored position to the depot’s live stream', async () => {
    const { depot, bike, send } = await bikeInArea('Area Antar');
    const owner = await t.authAs(depot.username, depot.password);
    const stream = await openStream(node, owner);
    try {
      await send(0, INSIDE);
      const moved = await stream.next('position', (e) => e.tracker_id === bike.id);
      expect(moved).toMatchObject({ latitude: INSIDE.lat, longitude: INSIDE.lon });
      expect(moved.speed).toBeCloseTo(15 * 1.852, 9);
      for (let i = 1; i < 5; i++) await send(i, OUTSIDE);
      await stream.next('notification', (e) => e.kind === 'geofence');
    } finally {
      stream.close();
    }
  });
});

describe('tracker online and offline', () => {
  it('raises offline after 5 minutes of silence (sensors after 10) and online when it is back', async () => {
    const depot = await newDepot(t);
    const bike = await newTracker(t, depot);
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
    await t.db
      .update(sensors)
      .set({ lastOnline: sixMinutesAgo })
      .where(eq(sensors.sensorId, bike.id));
    await t.db
      .update(sensors)
      .set({ lastOnline: sixMinutesAgo })
      .where(eq(sensors.sensorId, depot.level));
    await t.app.alerts.checkOffline();
    const offline = await notificationsOf(t, depot.accountId, 'offline');
    expect(offline.map((n) => n.message)).toEqual([
      expect.stringContaining(`${bike.name} (${bike.id})`),
    ]);
    // Still silent: no second notification.
    await t.app.alerts.checkOffline();
    expect(await notificationsOf(t, depot.accountId, 'offline')).toHaveLength(1);

    await osmand(t, { id: bike.key, ...INSIDE });
    await t.app.alerts.checkOffline();
    expect((await notificationsOf(t, depot.accountId, 'online')).map((n) => n.message)).toEqual([
      messages.alerts.online(`${bike.name} (${bike.id})`),
    ]);
  });
});
