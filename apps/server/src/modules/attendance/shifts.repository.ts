import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shiftMembers, shifts } from './attendance.schema';

const columns = {
  id: shifts.id,
  name: shifts.name,
  startMin: shifts.startMin,
  endMin: shifts.endMin,
  memberIds: sql<number[]>`coalesce((select array_agg(m.person_id order by m.person_id)
    from ${shiftMembers} m where m.shift_id = ${shifts.id}), '{}')`,
};

export type ShiftRow = Awaited<ReturnType<typeof listShifts>>[number];

export function listShifts(db: Db, accountId: number) {
  return db
    .select(columns)
    .from(shifts)
    .where(eq(shifts.accountId, accountId))
    .orderBy(asc(shifts.startMin), asc(shifts.id));
}

/** Serialises shift changes per depot, so two overlapping shifts cannot be saved side by side. */
export async function lockDepotShifts(tx: Db, accountId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shifts'), ${accountId})`);
}

export interface ShiftValues {
  name: string;
  startMin: number;
  endMin: number;
}

export async function insertShift(tx: Db, accountId: number, values: ShiftValues) {
  const [row] = await tx
    .insert(shifts)
    .values({ accountId, ...values })
    .returning({ id: shifts.id });
  if (!row) throw new Error('shift insert returned no row');
  return row.id;
}

export async function updateShift(tx: Db, accountId: number, id: number, values: ShiftValues) {
  await tx
    .update(shifts)
    .set(values)
    .where(and(eq(shifts.id, id), eq(shifts.accountId, accountId)));
}

export async function deleteShift(tx: Db, accountId: number, id: number) {
  await tx.delete(shifts).where(and(eq(shifts.id, id), eq(shifts.accountId, accountId)));
}

/** The shift's people become exactly these; each leaves any other shift they worked. */
export async function setMembers(tx: Db, shiftId: number, personIds: readonly number[]) {
  await tx.delete(shiftMembers).where(eq(shiftMembers.shiftId, shiftId));
  if (personIds.length === 0) return;
  await tx
    .insert(shiftMembers)
    .values(personIds.map((personId) => ({ personId, shiftId })))
    .onConflictDoUpdate({ target: shiftMembers.personId, set: { shiftId } });
}
