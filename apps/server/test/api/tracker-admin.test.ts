import { messages, TRACKER_ONLINE_MS } from '@depot/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { auditLog, sensors } from '../../src/db/schema';
import { hashDeviceKey } from '../../src/lib/secrets';
import { asAdmin, unique } from '../fixtures';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';
import { newDepot } from '../telemetry';
import { insertDaily, insertPositions, insertSegments, insertTracker } from '../tracker-fixtures';
import { twoDepots, type TwoDepots } from '../callers';

const t = useTestApp();
let { a, b, ownerA } = {} as TwoDepots;
let admin: Record<string, string>;

beforeAll(async () => {
  ({ a, b, ownerA } = await twoDepots(t));
  admin = await asAdmin(t);
});

const add = (payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/superadmin/trackers', headers, payload });
const remove = (id: string, headers = admin) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/superadmin/trackers/${encodeURIComponent(id)}`,
    headers,
  });
const listAll = (headers = admin) =>
  t.app.inject({ method: 'GET', url: '/api/superadmin/trackers', headers });

const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetTable, 'sensors'), eq(auditLog.targetId, id)))
    .orderBy(asc(auditLog.id));

async function sensorRow(id: string) {
  const [row] = await t.db.select().from(sensors).where(eq(sensors.sensorId, id));
  return row;
}

describe('POST /api/superadmin/trackers', () => {
  it('adds `{depot}-motor-{n}` with the first free n and shows its key once (stored hashed)', async () => {
    const first = await add({ username: a.username, name: 'Motor 1' });
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json();
    expect(body).toEqual({
      success: true,
      message: messages.tracker.trackerAdded('Motor 1'),
      data: {
        id: `${a.username}-motor-1`,
        name: 'Motor 1',
        username: a.username,
        key: expect.any(String),
      },
    });
    const key: string = body.data.key;
    expect(key.length).toBeGreaterThanOrEqual(40);
    const row = await sensorRow(body.data.id);
    expect(row).toMatchObject({ kind: 'gps', accountId: a.accountId, name: 'Motor 1', tap: null });
    expect(row?.keyHash).toBe(hashDeviceKey(key));
    expect(JSON.stringify(row)).not.toContain(key);

    // n = 2 is taken by hand (any sensor kind): the next one skips it; n = 1 is reused when freed.
    await insertTracker(t.db, a.accountId, { id: `${a.username}-motor-2`, name: 'Motor 2' });
    const third = await add({ username: a.username, name: 'Motor 3' });
    expect(third.json().data.id).toBe(`${a.username}-motor-3`);
    expect(third.json().data.key).not.toBe(key);
    expect((await remove(`${a.username}-motor-1`)).statusCode).toBe(200);
    const again = await add({ username: a.username, name: 'Motor 1' });
    expect(again.json().data.id).toBe(`${a.username}-motor-1`);
  });

  it('writes the addition and the deletion to the audit log, without the key', async () => {
    const added = await add({ username: a.username, name: 'Motor Audit', id: unique('audit') });
    const { id, key } = added.json().data;
    expect((await remove(id)).statusCode).toBe(200);
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.actorUsername])).toEqual([
      ['tracker.create', DEMO.admin.username],
      ['tracker.delete', DEMO.admin.username],
    ]);
    expect(entries[0]?.after).toMatchObject({ sensor_id: id, name: 'Motor Audit', kind: 'gps' });
    expect(entries[1]?.before).toMatchObject({ sensor_id: id, account_id: a.accountId });
    expect(JSON.stringify(entries)).not.toContain(key);
  });

  it('takes the id the super admin chose, and refuses one that any device has with 409', async () => {
    const id = unique('gps');
    const res = await add({ username: b.username, name: 'Motor Antar', id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ id, username: b.username, name: 'Motor Antar' });
    for (const taken of [id, a.level]) {
      const clash = await add({ username: b.username, name: 'Motor Lain', id: taken });
      expect(clash.statusCode, taken).toBe(409);
      expect(clash.json()).toEqual({
        success: false,
        message: messages.tracker.trackerTaken(taken),
      });
    }
    expect((await sensorRow(a.level))?.kind).toBe('level');
  });

  it('refuses an unknown depot (404), and bad names or ids (400)', async () => {
    const nobody = await add({ username: unique('nobody'), name: 'Motor 1' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ success: false, message: messages.tracker.depotNotFound });
    const admins = await add({ username: 'admin', name: 'Motor 1' });
    expect(admins.statusCode).toBe(404);
    const cases: [object, string | RegExp][] = [
      [{ username: a.username, name: '' }, messages.tracker.trackerName],
      [{ username: a.username, name: 'Motor\u00001' }, messages.api.controlCharacters],
      [{ username: a.username }, /name/],
      [{ username: a.username, name: 'Motor', id: 'motor/1' }, messages.tracker.trackerIdFormat],
      [
        { username: a.username, name: 'Motor', id: 'a'.repeat(65) },
        messages.tracker.trackerIdFormat,
      ],
      [{ username: a.username, name: 'Motor', key: 'chosen' }, /key/],
      [{ username: 'a b', name: 'Motor' }, messages.api.invalidUsername],
    ];
    for (const [payload, reason] of cases) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const message: string = res.json().message;
      if (typeof reason === 'string') expect(message).toContain(reason);
      else expect(message).toMatch(reason);
    }
  });
});

describe('GET /api/superadmin/trackers', () => {
  it("lists every depot's trackers with depot, status and last seen", async () => {
    const c = await newDepot(t);
    const seen = new Date(Date.now() - TRACKER_ONLINE_MS / 2);
    await insertTracker(t.db, c.accountId, { id: `${c.username}-y`, name: 'Motor 2' });
    await insertTracker(t.db, c.accountId, {
      id: `${c.username}-x`,
      name: 'Motor 1',
      lastOnline: seen,
    });
    const res = await listAll();
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { username: string }[];
    expect(data.filter((d) => d.username === c.username)).toEqual([
      {
        id: `${c.username}-x`,
        name: 'Motor 1',
        status: 'Online',
        last_seen: seen.toISOString(),
        username: c.username,
        depot_name: 'Depot Uji',
      },
      {
        id: `${c.username}-y`,
        name: 'Motor 2',
        status: 'Offline',
        last_seen: null,
        username: c.username,
        depot_name: 'Depot Uji',
      },
    ]);
    // Only trackers: no level, flow or quality sensor.
    expect(JSON.stringify(data)).not.toContain(c.level);
  });
});

describe('DELETE /api/superadmin/trackers/{id}', () => {
  it('deletes a tracker with its positions, trips and rollups', async () => {
    const bike = await insertTracker(t.db, b.accountId, { id: unique('gone'), name: 'Motor 5' });
    await insertPositions(t.db, bike, [
      { ts: '2024-03-05T08:00:00+07:00', lat: -6.36, lon: 106.83 },
    ]);
    await insertSegments(t.db, bike, [
      {
        kind: 'stop',
        start: '2024-03-05T08:00:00+07:00',
        end: '2024-03-05T08:10:00+07:00',
        from: [-6.36, 106.83],
        to: [-6.36, 106.83],
        distanceM: 0,
        maxSpeedKmh: 0,
      },
    ]);
    await insertDaily(t.db, bike, [
      { day: '2024-03-05', distanceM: 0, movingSec: 0, maxSpeedKmh: 0, points: 1 },
    ]);
    const res = await remove(bike.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.tracker.trackerDeleted });
    expect(await sensorRow(bike.id)).toBeUndefined();
    const [left] = await queryRows<{ n: number }>(
      t.db,
      sql`select ((select count(*) from tracker_positions where tracker_id = ${bike.id})
        + (select count(*) from tracker_segments where tracker_id = ${bike.id})
        + (select count(*) from tracker_daily where tracker_id = ${bike.id}))::int as n`,
    );
    expect(left?.n).toBe(0);
    const again = await remove(bike.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: messages.tracker.trackerNotFound });
  });

  it('refuses to delete a sensor that is not a tracker (404), and a bad id (400)', async () => {
    const res = await remove(a.level);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: messages.tracker.trackerNotFound });
    expect(await sensorRow(a.level)).toBeDefined();
    expect((await remove('a b')).statusCode).toBe(400);
  });
});

describe('super admin tracker routes: who may call', () => {
  it('answers 401 without a token and 403 to a depot owner', async () => {
    const calls = [
      () => listAll({}),
      () => add({ username: a.username, name: 'Motor 9' }, {}),
      () => remove(`${a.username}-motor-3`, {}),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    for (const res of [
      await listAll(ownerA),
      await add({ username: a.username, name: 'Motor 9' }, ownerA),
      await remove(`${a.username}-motor-3`, ownerA),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: messages.api.adminOnly });
    }
    expect(await sensorRow(`${a.username}-motor-3`)).toBeDefined();
  });
});
