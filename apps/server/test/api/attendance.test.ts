import {
  ATTENDANCE_RADIUS_M,
  CSV_BOM,
  formatTime,
  messages,
  type AttendanceMonth,
  type AttendancePin,
  type ClockResult,
} from '@depot/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, attendance } from '../../src/db/schema';
import { asAdmin, newEmployee, newOwner, type LoggedIn } from '../fixtures';
import { createTestApp, type TestContext } from '../helpers';

let t: TestContext;
let owner: LoggedIn;
let kasir: LoggedIn;
let other: LoggedIn;
/** The depot stands at Monas. */
const DEPOT = { latitude: -6.1754, longitude: 106.8272 };
beforeAll(async () => {
  t = await createTestApp();
  owner = await newOwner(t, 'pemilik');
  kasir = await newEmployee(t, owner.username);
  other = await newOwner(t, 'lain');
  await t.db.update(accounts).set(DEPOT).where(eq(accounts.id, owner.id));
});
afterAll(() => t.close());

function send(
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string> = owner.headers,
  payload?: object,
) {
  return t.app.inject({ method, url: `/api/attendance/${path}`, headers, payload });
}

const clock = (action: 'clock-in' | 'clock-out', who: LoggedIn, body: object, depot = owner) =>
  send('POST', `${depot.username}/${action}`, who.headers, body);

const error = (message: string) => ({ success: false, message });

async function pin() {
  const res = await send('GET', `${owner.username}/pin`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AttendancePin>().pin;
}

describe('attendance API', () => {
  it('clocks an employee in at the depot, once, and out with the owner’s PIN, once', async () => {
    // 0.001° of latitude is 111 m: inside the radius.
    const near = { latitude: DEPOT.latitude + 0.001, longitude: DEPOT.longitude };
    const res = await clock('clock-in', kasir, near);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ClockResult>();
    expect(body).toEqual({
      message: messages.attendance.clockedIn(formatTime(body.attendance.clock_in)),
      attendance: {
        id: body.attendance.id,
        person_id: kasir.id,
        clock_in: body.attendance.clock_in,
        clock_out: null,
      },
    });
    const again = await clock('clock-in', kasir, near);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(error(messages.attendance.alreadyIn));

    const code = await pin();
    expect(code).toMatch(/^\d{6}$/);
    const out = await clock('clock-out', kasir, { pin: code });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json<ClockResult>().attendance).toMatchObject({
      id: body.attendance.id,
      clock_out: expect.any(String),
    });

    // Spent: the same PIN opens nothing again.
    await clock('clock-in', kasir, near);
    const reused = await clock('clock-out', kasir, { pin: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(error(messages.attendance.pinInvalid));
    expect((await clock('clock-out', kasir, near)).statusCode).toBe(200);
    const notIn = await clock('clock-out', kasir, near);
    expect(notIn.statusCode).toBe(409);
    expect(notIn.json()).toEqual(error(messages.attendance.notIn));
  });

  it('refuses a phone beyond the radius, and a depot without a location', async () => {
    // 0.01° of latitude: 1 111,95 m on the IUGG mean radius.
    const far = await clock('clock-in', owner, {
      latitude: DEPOT.latitude + 0.01,
      longitude: DEPOT.longitude,
    });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual(error(messages.attendance.tooFar('1.112', ATTENDANCE_RADIUS_M)));

    const other2 = await newEmployee(t, other.username);
    const nowhere = await clock('clock-in', other2, DEPOT, other);
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toEqual(error(messages.attendance.noDepotLocation));
  });

  it('voids the PIN after five wrong ones', async () => {
    const code = await pin();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await clock('clock-in', owner, { pin: wrong })).statusCode).toBe(400);
    }
    const right = await clock('clock-in', owner, { pin: code });
    expect(right.json()).toEqual(error(messages.attendance.pinInvalid));
  });

  it('answers 400 for a malformed body, 401 without a token, 403 and 404 as it should', async () => {
    for (const body of [{ latitude: 200, longitude: 0 }, { pin: '12345' }, { latitude: 1 }, {}]) {
      expect((await clock('clock-in', kasir, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await send('POST', `${owner.username}/clock-in`, {}, DEPOT)).statusCode).toBe(401);
    expect((await send('GET', owner.username, {})).statusCode).toBe(401);
    expect((await clock('clock-in', other, DEPOT)).statusCode).toBe(403);
    expect((await send('GET', owner.username, other.headers)).statusCode).toBe(403);
    const pinByEmployee = await send('GET', `${owner.username}/pin`, kasir.headers);
    expect(pinByEmployee.statusCode).toBe(403);
    expect(pinByEmployee.json()).toEqual(error(messages.api.ownerOnly));
    expect((await send('GET', `${owner.username}/csv`, kasir.headers)).statusCode).toBe(403);
    // A super admin reads any depot's month but works at none.
    const admin = await asAdmin(t);
    expect((await send('GET', owner.username, admin)).statusCode).toBe(200);
    expect((await send('GET', 'tidak-ada', admin)).statusCode).toBe(404);
    const byAdmin = await send('POST', `${owner.username}/clock-in`, admin, DEPOT);
    expect(byAdmin.statusCode).toBe(403);
  });
});

describe('attendance month', () => {
  let depot: LoggedIn;
  let siti: LoggedIn;
  beforeAll(async () => {
    depot = await newOwner(t, 'bulan');
    siti = await newEmployee(t, depot.username);
    const shift = await t.app.inject({
      method: 'POST',
      url: `/api/shifts/${depot.username}`,
      headers: depot.headers,
      payload: { name: 'Pagi', start: '06:00', end: '14:00', employee_ids: [siti.id] },
    });
    expect(shift.statusCode, shift.body).toBe(200);
    const at = (iso: string) => new Date(iso);
    // September 2026 in WIB (UTC+7): Siti on 1 Sep 05:58–14:00, 2 Sep 06:40–14:10 (40 min
    // late), 3 Sep 06:05–12:05 (within the grace); the owner, on no shift, 2 Sep 09:00–10:30.
    await t.db.insert(attendance).values([
      {
        accountId: depot.id,
        personId: siti.id,
        clockIn: at('2026-08-31T22:58:00Z'),
        clockOut: at('2026-09-01T07:00:00Z'),
      },
      {
        accountId: depot.id,
        personId: siti.id,
        clockIn: at('2026-09-01T23:40:00Z'),
        clockOut: at('2026-09-02T07:10:00Z'),
      },
      {
        accountId: depot.id,
        personId: siti.id,
        clockIn: at('2026-09-02T23:05:00Z'),
        clockOut: at('2026-09-03T05:05:00Z'),
      },
      {
        accountId: depot.id,
        personId: depot.id,
        clockIn: at('2026-09-02T02:00:00Z'),
        clockOut: at('2026-09-02T03:30:00Z'),
      },
    ]);
  });

  const sitiLine = (name: string) => ({
    username: siti.username,
    name,
    shift: 'Pagi',
    days_present: 3,
    late_days: 1,
    late_minutes: 40,
    // 30 days of Pagi, 3 worked.
    absent_days: 27,
    // 8:02 + 7:30 + 6:00
    hours: 21.53,
    open: null,
  });

  it('shows the owner everyone’s month, and an employee their own', async () => {
    const res = await send('GET', `${depot.username}?month=2026-09`, depot.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AttendanceMonth>();
    expect(body.month).toBe('2026-09');
    expect(body.people).toEqual([
      {
        person_id: depot.id,
        username: depot.username,
        name: depot.username,
        shift: null,
        days_present: 1,
        late_days: 0,
        late_minutes: 0,
        absent_days: 0,
        hours: 1.5,
        open: null,
      },
      { person_id: siti.id, ...sitiLine(siti.username) },
    ]);
    const own = await send('GET', `${depot.username}?month=2026-09`, siti.headers);
    expect(own.json<AttendanceMonth>().people).toEqual([
      { person_id: siti.id, ...sitiLine(siti.username) },
    ]);
    const bad = await send('GET', `${depot.username}?month=2026-13`, depot.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('exports the month as CSV with ; and id-ID decimals', async () => {
    const res = await send('GET', `${depot.username}/csv?month=2026-09&sep=%3B`, depot.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="absensi-${depot.username}-2026-09.csv"`,
    );
    expect(res.body).toBe(
      `${CSV_BOM}Nama;Username;Shift;Hari hadir;Hari terlambat;Menit terlambat;Hari tidak hadir;Jam kerja\r\n` +
        `${depot.username};${depot.username};;1;0;0;0;"1,5"\r\n` +
        `${siti.username};${siti.username};Pagi;3;1;40;27;"21,53"\r\n`,
    );
  });
});
