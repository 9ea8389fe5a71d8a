import { messages, type Shift, type ShiftResult } from '@depot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmployee, newOwner, type LoggedIn } from '../fixtures';
import { createTestApp, type TestContext } from '../helpers';

let t: TestContext;
let owner: LoggedIn;
let employee: LoggedIn;
let other: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newOwner(t, 'pemilik');
  employee = await newEmployee(t, owner.username);
  other = await newOwner(t, 'lain');
});
afterAll(() => t.close());

function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  headers: Record<string, string> = owner.headers,
  payload?: object,
) {
  return t.app.inject({ method, url: `/api/shifts/${path}`, headers, payload });
}

async function add(depot: LoggedIn, body: object) {
  const res = await send('POST', depot.username, depot.headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ShiftResult>().shift as Shift;
}

describe('shifts API', () => {
  it('keeps Pagi, Sore and a Malam across midnight, read by the employee too', async () => {
    const pagi = await add(owner, {
      name: 'Pagi',
      start: '06:00',
      end: '14:00',
      employee_ids: [employee.id],
    });
    expect(pagi).toEqual({
      id: pagi.id,
      name: 'Pagi',
      start: '06:00',
      end: '14:00',
      employee_ids: [employee.id],
    });
    await add(owner, { name: 'Sore', start: '14:00', end: '22:00' });
    const res = await send('POST', owner.username, owner.headers, {
      name: 'Malam',
      start: '22:00',
      end: '06:00',
      employee_ids: [owner.id],
    });
    expect(res.json()).toEqual({
      message: messages.attendance.shiftCreated('Malam'),
      shift: expect.objectContaining({ start: '22:00', end: '06:00', employee_ids: [owner.id] }),
    });

    const list = await send('GET', owner.username, employee.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json<Shift[]>().map((s) => `${s.name} ${s.start}-${s.end}`)).toEqual([
      'Pagi 06:00-14:00',
      'Sore 14:00-22:00',
      'Malam 22:00-06:00',
    ]);
  });

  it('refuses a shift that overlaps another, across midnight too', async () => {
    const res = await send('POST', owner.username, owner.headers, {
      name: 'Subuh',
      start: '05:00',
      end: '07:00',
    });
    expect(res.statusCode).toBe(400);
    // 05:00–07:00 first meets Pagi (06:00–14:00) in start order.
    expect(res.json()).toEqual({ success: false, message: messages.attendance.overlap('Pagi') });
    const late = await send('POST', owner.username, owner.headers, {
      name: 'Dini',
      start: '01:00',
      end: '02:00',
    });
    expect(late.json()).toEqual({ success: false, message: messages.attendance.overlap('Malam') });
  });

  it('moves a person to the shift that names them, and changes times without clashing with itself', async () => {
    const [pagi, sore] = (await send('GET', owner.username)).json<Shift[]>();
    const res = await send('PUT', `${owner.username}/${sore!.id}`, owner.headers, {
      name: 'Sore',
      start: '14:00',
      end: '21:00',
      employee_ids: [employee.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ShiftResult>()).toEqual({
      message: messages.attendance.shiftUpdated('Sore'),
      shift: {
        id: sore!.id,
        name: 'Sore',
        start: '14:00',
        end: '21:00',
        employee_ids: [employee.id],
      },
    });
    const after = (await send('GET', owner.username)).json<Shift[]>();
    expect(after.find((s) => s.id === pagi!.id)?.employee_ids).toEqual([]);
  });

  it('answers 400 for bad times, equal ends and another depot’s people', async () => {
    const cases: [object, string][] = [
      [{ name: 'X', start: '24:00', end: '06:00' }, messages.attendance.timeFormat],
      [{ name: 'X', start: '7:00', end: '08:00' }, messages.attendance.timeFormat],
      [{ name: 'X', start: '09:00', end: '09:00' }, messages.attendance.sameStartEnd],
      [{ name: ' ', start: '09:00', end: '10:00' }, messages.attendance.shiftNameRequired],
    ];
    for (const [body, message] of cases) {
      const res = await send('POST', other.username, other.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    const res = await send('POST', other.username, other.headers, {
      name: 'Pagi',
      start: '06:00',
      end: '14:00',
      employee_ids: [employee.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.attendance.memberNotFound });
  });

  it('answers 401 without a token, 403 to an employee changing and to another depot', async () => {
    expect((await send('GET', owner.username, {})).statusCode).toBe(401);
    const body = { name: 'Siang', start: '11:00', end: '12:00' };
    const byEmployee = await send('POST', owner.username, employee.headers, body);
    expect(byEmployee.statusCode).toBe(403);
    expect(byEmployee.json()).toEqual({ success: false, message: messages.api.ownerOnly });
    expect((await send('GET', owner.username, other.headers)).statusCode).toBe(403);
    expect((await send('POST', owner.username, other.headers, body)).statusCode).toBe(403);
  });

  it('answers 404 for another depot’s shift, and removes its own', async () => {
    const [pagi] = (await send('GET', owner.username)).json<Shift[]>();
    const put = await send('PUT', `${other.username}/${pagi!.id}`, other.headers, {
      name: 'Pagi',
      start: '06:00',
      end: '14:00',
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ success: false, message: messages.attendance.shiftNotFound });
    expect((await send('DELETE', `${other.username}/${pagi!.id}`, other.headers)).statusCode).toBe(
      404,
    );

    const removed = await send('DELETE', `${owner.username}/${pagi!.id}`);
    expect(removed.json()).toEqual({ message: messages.attendance.shiftRemoved('Pagi') });
    expect((await send('GET', owner.username)).json<Shift[]>().map((s) => s.name)).toEqual([
      'Sore',
      'Malam',
    ]);
  });
});
