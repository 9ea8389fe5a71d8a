import { messages, TRACKER_ONLINE_MS } from '@depot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { statusOf } from '../../src/modules/tracker';
import { asAdmin, newEmployee, unique } from '../fixtures';
import { useTestApp } from '../use-test-app';
import { newDepot } from '../telemetry';
import {
  insertPositions,
  insertTracker,
  setDepotLocation,
  setLastOnline,
  type TestTracker,
} from '../tracker-fixtures';
import { twoDepots, type TwoDepots } from '../callers';

const t = useTestApp();
let { a, b, ownerA, ownerB } = {} as TwoDepots;
let admin: Record<string, string>;
/** Depot A's bikes in the order the map lists them: name, then id. */
let first: TestTracker;
let second: TestTracker;
let third: TestTracker;

const lastSeen = new Date('2024-03-05T01:02:03.000Z');

beforeAll(async () => {
  ({ a, b, ownerA, ownerB } = await twoDepots(t));
  admin = await asAdmin(t);
  // Inserted out of order: the listing must sort them.
  third = await insertTracker(t.db, a.accountId, { id: `${a.username}-a`, name: 'Motor 2' });
  second = await insertTracker(t.db, a.accountId, { id: `${a.username}-c`, name: 'Motor 1' });
  first = await insertTracker(t.db, a.accountId, {
    id: `${a.username}-b`,
    name: 'Motor 1',
    lastOnline: lastSeen,
  });
  await setDepotLocation(t.db, a.accountId, -6.3662, 106.8301);
  await insertPositions(t.db, first, [
    { ts: '2024-03-05T08:00:00+07:00', lat: -6.36, lon: 106.83, speed: 12.5 },
    {
      ts: '2024-03-05T08:00:10+07:00',
      lat: -6.361,
      lon: 106.831,
      speed: 20,
      bearing: 90,
      battery: 81,
    },
    { ts: '2024-03-05T07:59:50+07:00', lat: -6.359, lon: 106.829 },
  ]);
  await insertPositions(t.db, second, [
    { ts: '2024-03-06T09:00:00+07:00', lat: -6.4, lon: 106.9, speed: null },
  ]);
});

const get = (url: string, headers: Record<string, string> = ownerA) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/tracker/devices/{username}', () => {
  it("lists the depot's bikes by name then id, with status, last seen and the depot's location", async () => {
    const now = Date.now();
    await setLastOnline(t.db, second.id, new Date(now - TRACKER_ONLINE_MS + 60_000));
    const res = await get(`/api/tracker/devices/${a.username}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: {
        username: a.username,
        depot_name: 'Depot Uji',
        depot_location: { latitude: -6.3662, longitude: 106.8301 },
        devices: [
          { id: first.id, name: 'Motor 1', status: 'Offline', last_seen: lastSeen.toISOString() },
          {
            id: second.id,
            name: 'Motor 1',
            status: 'Online',
            last_seen: new Date(now - TRACKER_ONLINE_MS + 60_000).toISOString(),
          },
          { id: third.id, name: 'Motor 2', status: 'Offline', last_seen: null },
        ],
      },
    });
  });

  it('answers an empty list and no location for a depot without trackers', async () => {
    const res = await get(`/api/tracker/devices/${b.username}`, ownerB);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { username: b.username, depot_name: 'Depot Uji', depot_location: null, devices: [] },
    });
  });

  it("lets an employee see their employer's depot, under the depot's name", async () => {
    const employee = await newEmployee(t, a.username);
    for (const name of [a.username, employee.username]) {
      const res = await get(`/api/tracker/devices/${name}`, employee.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.username).toBe(a.username);
      expect(res.json().data.devices).toHaveLength(3);
    }
  });

  it('answers 404 for a depot that does not exist (super admin)', async () => {
    const res = await get(`/api/tracker/devices/${unique('nobody')}`, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: messages.tracker.depotNotFound });
  });
});

describe('GET /api/tracker/last-position/{username}', () => {
  it("answers the newest position of the depot's first bike when none is named", async () => {
    const res = await get(`/api/tracker/last-position/${a.username}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        tracker_id: first.id,
        latitude: -6.361,
        longitude: 106.831,
        timestamp: '2024-03-05T01:00:10.000Z',
        speed: 20,
        bearing: 90,
        battery: 81,
      },
    });
  });

  it('answers the named bike, and null for a bike that has sent nothing', async () => {
    const named = await get(`/api/tracker/last-position/${a.username}?tracker=${second.id}`);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data).toEqual({
      tracker_id: second.id,
      latitude: -6.4,
      longitude: 106.9,
      timestamp: '2024-03-06T02:00:00.000Z',
      speed: null,
      bearing: null,
      battery: null,
    });
    const silent = await get(`/api/tracker/last-position/${a.username}?tracker=${third.id}`);
    expect(silent.statusCode, silent.body).toBe(200);
    expect(silent.json()).toEqual({ success: true, data: null });
  });

  it('answers null for a depot without trackers', async () => {
    const res = await get(`/api/tracker/last-position/${b.username}`, ownerB);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });
  });

  it("answers 404 for another depot's tracker, even to its own depot's path", async () => {
    for (const url of [
      `/api/tracker/last-position/${b.username}?tracker=${first.id}`,
      `/api/tracker/device-status/${b.username}?tracker=${first.id}`,
      `/api/tracker/last-position/${b.username}?tracker=${a.level}`,
    ]) {
      const res = await get(url, ownerB);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, message: messages.tracker.trackerNotFound });
    }
  });

  it('refuses a malformed tracker id or an unknown query field with 400', async () => {
    for (const query of [
      'tracker=a%2Fb',
      'tracker=motor%201',
      `tracker=${'x'.repeat(65)}`,
      'tracker=',
      'bike=1',
    ]) {
      const res = await get(`/api/tracker/last-position/${a.username}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const res = await get(`/api/tracker/device-status/${a.username}?tracker=a%2Fb`);
    expect(res.json()).toEqual({
      success: false,
      message: `tracker: ${messages.tracker.trackerIdFormat}`,
    });
  });
});

describe('GET /api/tracker/device-status/{username}', () => {
  it('is Online just inside five minutes of the last message, Offline just outside', async () => {
    await setLastOnline(t.db, first.id, new Date(Date.now() - TRACKER_ONLINE_MS + 10_000));
    const online = await get(`/api/tracker/device-status/${a.username}`);
    expect(online.statusCode, online.body).toBe(200);
    expect(online.json().data).toMatchObject({ tracker_id: first.id, status: 'Online' });

    const past = new Date(Date.now() - TRACKER_ONLINE_MS - 10_000);
    await setLastOnline(t.db, first.id, past);
    const offline = await get(`/api/tracker/device-status/${a.username}?tracker=${first.id}`);
    expect(offline.json()).toEqual({
      success: true,
      data: { tracker_id: first.id, status: 'Offline', last_seen: past.toISOString() },
    });
  });

  it('decides at the edge itself: younger than five minutes is Online', () => {
    const now = new Date('2024-03-05T10:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(statusOf(ago(TRACKER_ONLINE_MS - 1), now)).toBe('Online');
    expect(statusOf(ago(TRACKER_ONLINE_MS), now)).toBe('Offline');
    expect(statusOf(null, now)).toBe('Offline');
  });

  it('says when a bike with positions but never heard live (seeded history) last sent one', async () => {
    // Positions written without a live message (the demo's seeded rounds) leave last_online
    // empty: the bike is Offline, but it has sent, last at 21:00 WIB last night.
    const c = await newDepot(t);
    const bike = await insertTracker(t.db, c.accountId, {
      id: `${c.username}-motor-1`,
      name: 'Motor 1',
    });
    await insertPositions(t.db, bike, [
      { ts: '2026-11-25T20:59:50+07:00', lat: -6.36, lon: 106.83 },
      { ts: '2026-11-25T21:00:00+07:00', lat: -6.36, lon: 106.83 },
    ]);
    const lastNight = '2026-11-25T14:00:00.000Z';
    const status = await get(`/api/tracker/device-status/${c.username}`, admin);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toEqual({
      success: true,
      data: { tracker_id: bike.id, status: 'Offline', last_seen: lastNight },
    });
    const devices = await get(`/api/tracker/devices/${c.username}`, admin);
    expect(devices.json().data.devices).toEqual([
      { id: bike.id, name: 'Motor 1', status: 'Offline', last_seen: lastNight },
    ]);
    const all = await get('/api/superadmin/trackers', admin);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.find((x: { id: string }) => x.id === bike.id)).toMatchObject({
      status: 'Offline',
      last_seen: lastNight,
    });
    // A live message later than the last fix is what counts.
    await setLastOnline(t.db, bike.id, new Date('2026-11-26T00:30:00Z'));
    const heard = await get(`/api/tracker/device-status/${c.username}`, admin);
    expect(heard.json().data.last_seen).toBe('2026-11-26T00:30:00.000Z');
  });

  it('is Offline with no tracker for a depot without trackers', async () => {
    const res = await get(`/api/tracker/device-status/${b.username}`, ownerB);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { tracker_id: null, status: 'Offline', last_seen: null },
    });
  });
});

describe('tracker reads: who may call', () => {
  const paths = () => [
    `/api/tracker/devices/${a.username}`,
    `/api/tracker/last-position/${a.username}`,
    `/api/tracker/device-status/${a.username}`,
    `/api/tracker/geofence/${a.username}`,
    `/api/tracker/history/${a.username}?start_date=2024-03-05&end_date=2024-03-05`,
    `/api/tracker/summary/${a.username}?start_date=2024-03-05&end_date=2024-03-05`,
  ];

  it('answers 401 without a token', async () => {
    for (const url of paths()) {
      const res = await get(url, {});
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ success: false, message: messages.api.unauthorized });
    }
  });

  it("answers 403 to another depot's owner, 200 to the owner and the super admin", async () => {
    for (const url of paths()) {
      const other = await get(url, ownerB);
      expect(other.statusCode, url).toBe(403);
      expect(other.json()).toEqual({ success: false, message: messages.api.forbidden });
      expect((await get(url, ownerA)).statusCode, url).toBe(200);
      expect((await get(url, admin)).statusCode, url).toBe(200);
    }
  });
});
