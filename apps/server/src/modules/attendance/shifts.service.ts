import {
  messages,
  minutesOfDay,
  shiftsOverlap,
  timeOfDay,
  type DepotItemParams,
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

/** Runs a change to the depot's shifts in a transaction that holds its shift lock. */
async function withShiftLock<T>(
  db: Db,
  depot: string,
  change: (tx: Db, accountId: number) => Promise<T>,
) {
  const accountId = await depotId(db, depot);
  return db.transaction(async (tx) => {
    await repo.lockDepotShifts(tx, accountId);
    return change(tx, accountId);
  });
}

/** Sets a saved shift's people and records the save; answers the shift as it now stands. */
async function afterSave(
  tx: Db,
  actor: Actor,
  accountId: number,
  id: number,
  body: ShiftBody,
  before?: Shift,
) {
  await repo.setMembers(tx, id, body.employee_ids);
  const shift = await shiftOf(tx, accountId, id);
  await recordAudit(tx, actor, {
    action: before ? 'shift.update' : 'shift.create',
    table: 'shifts',
    targetId: id,
    before,
    after: shift,
  });
  return shift;
}

export const createShift = (db: Db, actor: Actor, depot: string, body: ShiftBody) =>
  withShiftLock(db, depot, async (tx, accountId) => {
    await checkShift(tx, accountId, body);
    const id = await repo.insertShift(tx, accountId, valuesOf(body));
    const shift = await afterSave(tx, actor, accountId, id, body);
    return { message: messages.attendance.shiftCreated(shift.name), shift };
  });

export const updateShift = (
  db: Db,
  actor: Actor,
  { username: depot, id }: DepotItemParams,
  body: ShiftBody,
) =>
  withShiftLock(db, depot, async (tx, accountId) => {
    const before = await shiftOf(tx, accountId, id);
    await checkShift(tx, accountId, body, id);
    await repo.updateShift(tx, accountId, id, valuesOf(body));
    const shift = await afterSave(tx, actor, accountId, id, body, before);
    return { message: messages.attendance.shiftUpdated(shift.name), shift };
  });

export const removeShift = (db: Db, actor: Actor, { username: depot, id }: DepotItemParams) =>
  withShiftLock(db, depot, async (tx, accountId) => {
    const before = await shiftOf(tx, accountId, id);
    await repo.deleteShift(tx, accountId, id);
    await recordAudit(tx, actor, { action: 'shift.delete', table: 'shifts', targetId: id, before });
    return { message: messages.attendance.shiftRemoved(before.name) };
  });
