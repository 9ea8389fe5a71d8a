import { formatDateTime, formatTime, messages } from '@depot/contract';
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

describe('SOS from the rider (alarm=sos)', () => {
  /** Traccar Client 10's form: the SOS button sends one fix with `alarm=sos`. */
  const form = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
  const OSM = 'https://www.openstreetmap.org/?mlat=-6.3661&mlon=106.8802#map=17/-6.3661/106.8802';

  it('tells the depot at once, on the bell and the live stream: who, when, where, with a map link', async () => {
    const depot = await newDepot(t);
    const bike = await newTracker(t, depot, 'Motor 3');
    const owner = await t.authAs(depot.username, depot.password);
    const stream = await openStream(node, owner);
    const s = Math.floor(Date.now() / 1000) - 20;
    try {
      const res = await form(
        `id=${encodeURIComponent(bike.key)}&lat=-6.3661&lon=106.8802&timestamp=${s}&accuracy=8.0&altitude=55.0&speed=0.0&bearing=0.0&batt=64&charge=false&alarm=sos`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
      const message = messages.tracker.sos(
        `Motor 3 (${bike.id})`,
        formatTime(s * 1000),
        `Lokasi: -6.3661, 106.8802 ${OSM}`,
      );
      expect(message).toBe(
        `SOS dari pengendara Motor 3 (${bike.id}), ${formatTime(s * 1000)} WIB. Lokasi: -6.3661, 106.8802 ${OSM}`,
      );
      expect((await notificationsOf(t, depot.accountId, 'sos')).map((n) => n.message)).toEqual([
        message,
      ]);
      await stream.next('notification', (e) => e.kind === 'sos');
      expect(await stream.next('alarm')).toEqual({
        type: 'alarm',
        alarm: 'sos',
        tracker_id: bike.id,
        tracker_name: 'Motor 3',
        message,
        latitude: -6.3661,
        longitude: 106.8802,
        map_url: OSM,
        timestamp: new Date(s * 1000).toISOString(),
      });
      // The fix that carried it is stored like any other.
      expect((await positionRows(t, bike.id)).map((r) => [r.lat, r.lon])).toEqual([
        [-6.3661, 106.8802],
      ]);
    } finally {
      stream.close();
    }
  });

  it('names the last known place when the phone has no fix, or says none is known', async () => {
    const depot = await newDepot(t);
    const bike = await newTracker(t, depot, 'Motor 4');
    const key = encodeURIComponent(bike.key);
    const s = Math.floor(Date.now() / 1000) - 60;
    const nowhere = await form(`id=${key}&timestamp=${s - 600}&batt=50&alarm=sos`);
    expect(nowhere.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
    await form(`id=${key}&lat=-6.3661&lon=106.8802&timestamp=${s - 300}`);
    const noFix = await form(`id=${key}&timestamp=${s}&batt=50&alarm=SOS`);
    expect(noFix.statusCode).toBe(200);
    expect(noFix.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
    // Traccar Client 9's JSON carries it in `location.alarm` (or in `extras`), without coords here.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/osmand',
      payload: {
        device_id: bike.key,
        location: { timestamp: new Date((s + 10) * 1000).toISOString(), alarm: 'sos' },
      },
    });
    expect(json.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
    const lastKnown = `Lokasi terakhir yang diketahui (${formatDateTime(new Date((s - 300) * 1000))}): -6.3661, 106.8802 ${OSM}`;
    expect((await notificationsOf(t, depot.accountId, 'sos')).map((n) => n.message)).toEqual([
      messages.tracker.sos(
        `Motor 4 (${bike.id})`,
        formatTime((s - 600) * 1000),
        messages.tracker.sosNowhere,
      ),
      messages.tracker.sos(`Motor 4 (${bike.id})`, formatTime(s * 1000), lastKnown),
      messages.tracker.sos(`Motor 4 (${bike.id})`, formatTime((s + 10) * 1000), lastKnown),
    ]);
  });

  it('uses the last known place when the fix sent with it is marked invalid, and raises no other alarm', async () => {
    const depot = await newDepot(t);
    const bike = await newTracker(t, depot, 'Motor 5');
    const key = encodeURIComponent(bike.key);
    const s = Math.floor(Date.now() / 1000) - 60;
    await form(`id=${key}&lat=-6.3661&lon=106.8802&timestamp=${s - 30}`);
    const res = await form(`id=${key}&lat=10&lon=10&timestamp=${s}&valid=false&alarm=sos`);
    expect(res.json()).toEqual({
      accepted: 0,
      rejected: 1,
      errors: [{ index: 0, reason: messages.tracker.invalidFix }],
    });
    await form(`id=${key}&lat=-6.3662&lon=106.8802&timestamp=${s + 10}&alarm=general`);
    expect((await notificationsOf(t, depot.accountId)).map((n) => n.message)).toEqual([
      messages.tracker.sos(
        `Motor 5 (${bike.id})`,
        formatTime(s * 1000),
        `Lokasi terakhir yang diketahui (${formatDateTime(new Date((s - 30) * 1000))}): -6.3661, 106.8802 ${OSM}`,
      ),
    ]);
  });
});
