import { GEOFENCE_MAX_VERTICES, GEOFENCE_MIN_AREA_M2, messages } from '@depot/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { asAdmin, newEmployee, unique } from '../fixtures';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';
import { twoDepots, type TwoDepots } from '../callers';

const t = useTestApp();
let { a, b, ownerA, ownerB } = {} as TwoDepots;
let admin: Record<string, string>;

/** A square around the demo depot's street, as Geoman hands it over: [lat, lon], not closed. */
const square: [number, number][] = [
  [-6.36, 106.82],
  [-6.36, 106.84],
  [-6.38, 106.84],
  [-6.38, 106.82],
];

beforeAll(async () => {
  ({ a, b, ownerA, ownerB } = await twoDepots(t));
  admin = await asAdmin(t);
});

const save = (payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/tracker/geofence', headers, payload });
const list = (username: string, headers = ownerA) =>
  t.app.inject({ method: 'GET', url: `/api/tracker/geofence/${username}`, headers });
const remove = (id: number | string, headers = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/tracker/geofence/${id}`, headers });

describe('geofences', () => {
  it('a super admin saves a polygon; the depot reads it back with its vertices as JSON text', async () => {
    const res = await save({ username: a.username, name: '  Pasar Minggu ', coordinates: square });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved).toEqual({
      success: true,
      message: messages.tracker.geofenceSaved,
      data: {
        id: expect.any(Number),
        name: 'Pasar Minggu',
        coordinates: JSON.stringify(square),
        username: a.username,
      },
    });
    // A closed ring (GeoJSON style) is stored without its repeated first vertex.
    const closed = await save({
      username: a.username,
      name: 'Area Depot',
      coordinates: [...square, square[0]],
    });
    expect(closed.statusCode, closed.body).toBe(201);

    const read = await list(a.username);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      success: true,
      data: [
        saved.data,
        {
          id: closed.json().data.id,
          name: 'Area Depot',
          coordinates: JSON.stringify(square),
          username: a.username,
        },
      ],
    });
    expect(JSON.parse(read.json().data[0].coordinates)).toEqual(square);
  });

  it("an employee reads their depot's geofences; another depot reads none of them", async () => {
    const employee = await newEmployee(t, a.username);
    const mine = await list(a.username, employee.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.length).toBeGreaterThan(0);
    const theirs = await list(b.username, ownerB);
    expect(theirs.json()).toEqual({ success: true, data: [] });
    const denied = await list(a.username, ownerB);
    expect(denied.statusCode).toBe(403);
  });

  it('only a super admin may save or delete one', async () => {
    for (const headers of [ownerA, ownerB]) {
      const res = await save({ username: a.username, name: 'X', coordinates: square }, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: messages.api.adminOnly });
      const del = await remove(1, headers);
      expect(del.statusCode).toBe(403);
    }
    const anonymous = await save({ username: a.username, name: 'X', coordinates: square }, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a polygon that crosses or folds over itself', async () => {
    const bowtie: [number, number][] = [
      [-6.36, 106.82],
      [-6.38, 106.84],
      [-6.36, 106.84],
      [-6.38, 106.82],
    ];
    const folded: [number, number][] = [
      [-6.36, 106.82],
      [-6.36, 106.84],
      [-6.36, 106.83],
      [-6.38, 106.83],
    ];
    const touching: [number, number][] = [
      [-6.36, 106.82],
      [-6.36, 106.84],
      [-6.38, 106.84],
      [-6.37, 106.83],
      [-6.36, 106.83],
      [-6.38, 106.82],
    ];
    for (const coordinates of [bowtie, folded, touching]) {
      const res = await save({ username: a.username, name: 'Kusut', coordinates });
      expect(res.statusCode, JSON.stringify(coordinates)).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: messages.tracker.geofenceSelfIntersects,
      });
    }
  });

  it('refuses a polygon without area (three points on one line, or a sliver)', async () => {
    // On one street: not exactly on one line in floating point (so no edge folds back), but 0 m².
    const line: [number, number][] = [
      [-6.3601, 106.8203],
      [-6.3702, 106.8306],
      [-6.3803, 106.8409],
    ];
    // 11 cm wide and 100 m long: 11 m², far below what a GPS fix can tell apart.
    const sliver: [number, number][] = [
      [-6.36, 106.82],
      [-6.36, 106.820001],
      [-6.3609, 106.820001],
      [-6.3609, 106.82],
    ];
    for (const coordinates of [line, sliver]) {
      const res = await save({ username: a.username, name: 'Tipis', coordinates });
      expect([res.statusCode, res.json()], JSON.stringify(coordinates)).toEqual([
        400,
        { success: false, message: messages.tracker.geofenceTooSmall(GEOFENCE_MIN_AREA_M2) },
      ]);
    }
  });

  it('refuses bad shapes, names and depots with a reason', async () => {
    const vertices = messages.tracker.geofenceVertices(GEOFENCE_MAX_VERTICES);
    const cases: [object, number, string | RegExp][] = [
      [{ name: 'Dua', coordinates: square.slice(0, 2) }, 400, vertices],
      [
        { name: 'Titik sama', coordinates: [square[0], square[0], square[0], square[1]] },
        400,
        vertices,
      ],
      [
        { name: 'Jauh', coordinates: [[-91, 106], ...square.slice(1)] },
        400,
        /harus antara -90 dan 90/,
      ],
      [{ name: 'Bukan angka', coordinates: [['a', 1], ...square.slice(1)] }, 400, /coordinates/],
      [{ name: '', coordinates: square }, 400, messages.tracker.geofenceName],
      [{ name: '   ', coordinates: square }, 400, messages.tracker.geofenceName],
      [{ name: 'Pasar\u0000Minggu', coordinates: square }, 400, messages.api.controlCharacters],
      [{ name: 'x'.repeat(101), coordinates: square }, 400, /name/],
      [
        {
          name: 'Terlalu rinci',
          coordinates: Array.from({ length: GEOFENCE_MAX_VERTICES + 1 }, (_, i) => {
            const angle = (2 * Math.PI * i) / (GEOFENCE_MAX_VERTICES + 1);
            return [-6.37 + 0.01 * Math.sin(angle), 106.83 + 0.01 * Math.cos(angle)];
          }),
        },
        400,
        vertices,
      ],
      [{ name: 'Lebih', coordinates: square, color: 'blue' }, 400, /color|Unrecognized|dikenal/i],
    ];
    for (const [body, status, reason] of cases) {
      const res = await save({ username: a.username, ...body });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      const message: string = res.json().message;
      if (typeof reason === 'string') expect(message).toContain(reason);
      else expect(message).toMatch(reason);
    }
    const nobody = await save({ username: unique('nobody'), name: 'X', coordinates: square });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ success: false, message: messages.tracker.depotNotFound });
  });

  it('a super admin deletes one; deleting it again is a 404', async () => {
    const created = await save({ username: b.username, name: 'Sementara', coordinates: square });
    const id = created.json().data.id as number;
    const res = await remove(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.tracker.geofenceDeleted });
    expect((await list(b.username, ownerB)).json().data).toEqual([]);
    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: messages.tracker.geofenceNotFound });
    expect((await remove('abc')).statusCode).toBe(400);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetTable, 'geofences'), eq(auditLog.targetId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => [e.action, e.actorUsername])).toEqual([
      ['geofence.create', DEMO.admin.username],
      ['geofence.delete', DEMO.admin.username],
    ]);
    expect(entries[1]?.before).toMatchObject({ account_id: b.accountId, name: 'Sementara' });
  });
});
