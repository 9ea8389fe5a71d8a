import {
  messages,
  minutesOfDay,
  shiftsOverlap,
  timeOfDay,
  type Shift,
  type ShiftBody,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { recordAudit, type Actor } from '../audit';
import { depotId, depotPeople } from '../depots';
import * as repo from './shifts.repository';

/** A depot's shifts: daily windows in WIB that never overlap, each with the people who work it. */

const view = (row: repo.ShiftRow): Shift => ({
  id: row.id,
  name: row.name,
  start: timeOfDay(row.startMin),
  end: timeOfDay(row.endMin),
  employee_ids: row.memberIds,
});

export async function listShifts(db: Db, depot: string): Promise<Shift[]> {
  return (await repo.listShifts(db, await depotId(db, depot))).map(view);
}

/**
 * Checks a shift against the depot's others (all but `id`, the one being changed) and its people
 * against the depot's; the caller holds the depot's shift lock.
 */
async function checkShift(tx: Db, accountId: number, body: ShiftBody, id?: number) {
  const others = (await repo.listShifts(tx, accountId)).map(view).filter((s) => s.id !== id);
  const clash = others.find((other) => shiftsOverlap(body, other));
  if (clash) throw new HttpError(400, messages.attendance.overlap(clash.name));
  const people = new Set((await depotPeople(tx, accountId)).map((p) => p.id));
  if (body.employee_ids.some((personId) => !people.has(personId))) {
    throw new HttpError(400, messages.attendance.memberNotFound);
  }
}

const valuesOf = (body: ShiftBody) => ({
  name: body.name,
  startMin: minutesOfDay(body.start),
  endMin: minutesOfDay(body.end),
});

async function shiftOf(tx: Db, accountId: number, id: number) {
  const row = (await repo.listShifts(tx, accountId)).find((s) => s.id === id);
  if (!row) throw new HttpError(404, messages.attendance.shiftNotFound);
  return view(row);
}

export async function createShift(db: Db, actor: Actor, depot: string, body: ShiftBody) {
  const accountId = await depotId(db, depot);
  return db.transaction(async (tx) => {
    await repo.lockDepotShifts(tx, accountId);
    await checkShift(tx, accountId, body);
    const id = await repo.insertShift(tx, accountId, valuesOf(body));
    await repo.setMembers(tx, id, body.employee_ids);
    const shift = await shiftOf(tx, accountId, id);
    await recordAudit(tx, actor, {
      action: 'shift.create',
      table: 'shifts',
      targetId: id,
      after: shift,
    });
    return { message: messages.attendance.shiftCreated(shift.name), shift };
  });
}

export async function updateShift(
  db: Db,
  actor: Actor,
  depot: string,
  id: number,
  body: ShiftBody,
) {
  const accountId = await depotId(db, depot);
  return db.transaction(async (tx) => {
    await repo.lockDepotShifts(tx, accountId);
    const before = await shiftOf(tx, accountId, id);
    await checkShift(tx, accountId, body, id);
    await repo.updateShift(tx, accountId, id, valuesOf(body));
    await repo.setMembers(tx, id, body.employee_ids);
    const shift = await shiftOf(tx, accountId, id);
    await recordAudit(tx, actor, {
      action: 'shift.update',
      table: 'shifts',
      targetId: id,
      before,
      after: shift,
    });
    return { message: messages.attendance.shiftUpdated(shift.name), shift };
  });
}

export async function removeShift(db: Db, actor: Actor, depot: string, id: number) {
  const accountId = await depotId(db, depot);
  return db.transaction(async (tx) => {
    await repo.lockDepotShifts(tx, accountId);
    const before = await shiftOf(tx, accountId, id);
    await repo.deleteShift(tx, accountId, id);
    await recordAudit(tx, actor, { action: 'shift.delete', table: 'shifts', targetId: id, before });
    return { message: messages.attendance.shiftRemoved(before.name) };
  });
}
