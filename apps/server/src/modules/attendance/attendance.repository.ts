import { and, asc, eq, gt, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attendance, attendancePins, shiftMembers, shifts } from './attendance.schema';

/** Wrong PINs that void the one on the owner's screen: a few typos, never a guessing run. */
const PIN_FAILURES_MAX = 5;

const entryColumns = {
  id: attendance.id,
  personId: attendance.personId,
  clockIn: attendance.clockIn,
  clockOut: attendance.clockOut,
};

/** The person's open attendance, if any. */
export function findOpen(db: Db, personId: number) {
  return db
    .select(entryColumns)
    .from(attendance)
    .where(and(eq(attendance.personId, personId), isNull(attendance.clockOut)))
    .then((rows) => rows[0]);
}

/** The name of the shift the person works, when they are clocked in now; null otherwise. */
export function clockedInShift(db: Db, personId: number): Promise<string | null> {
  return db
    .select({ name: shifts.name })
    .from(attendance)
    .innerJoin(shiftMembers, eq(shiftMembers.personId, attendance.personId))
    .innerJoin(shifts, eq(shifts.id, shiftMembers.shiftId))
    .where(and(eq(attendance.personId, personId), isNull(attendance.clockOut)))
    .then((rows) => rows[0]?.name ?? null);
}

export async function insertClockIn(tx: Db, accountId: number, personId: number, at: Date) {
  const [row] = await tx
    .insert(attendance)
    .values({ accountId, personId, clockIn: at })
    .returning(entryColumns);
  if (!row) throw new Error('attendance insert returned no row');
  return row;
}

/** Closes the person's open attendance, in one statement; undefined when none is open. */
export async function closeOpen(db: Db, personId: number, at: Date) {
  const [row] = await db
    .update(attendance)
    .set({ clockOut: at })
    .where(and(eq(attendance.personId, personId), isNull(attendance.clockOut)))
    .returning(entryColumns);
  return row;
}

/** The depot's attendance rows that meet `condition`, in clock-in order. */
function entriesWhere(db: Db, accountId: number, condition: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(attendance)
    .where(and(eq(attendance.accountId, accountId), condition))
    .orderBy(asc(attendance.clockIn));
}

/** The depot's clock-ins in [from, to). */
export function entriesBetween(db: Db, accountId: number, from: Date, to: Date) {
  return entriesWhere(
    db,
    accountId,
    and(gte(attendance.clockIn, from), lt(attendance.clockIn, to)),
  );
}

/** Attendance that overlaps [from, to): who was clocked in at some moment of it. */
export function presentBetween(db: Db, accountId: number, from: Date, to: Date) {
  return entriesWhere(
    db,
    accountId,
    and(lt(attendance.clockIn, to), or(isNull(attendance.clockOut), gt(attendance.clockOut, from))),
  );
}

/** The depot's PIN becomes this one, with no failures against it. */
export async function savePin(db: Db, accountId: number, pin: string, expiresAt: Date) {
  await db
    .insert(attendancePins)
    .values({ accountId, pin, expiresAt })
    .onConflictDoUpdate({ target: attendancePins.accountId, set: { pin, expiresAt, failures: 0 } });
}

/**
 * Spends the depot's PIN when `pin` is it and still valid: true once. A wrong PIN counts against
 * the current one, which the last allowed failure removes.
 */
export async function spendPin(tx: Db, accountId: number, pin: string) {
  const spent = await tx
    .delete(attendancePins)
    .where(
      and(
        eq(attendancePins.accountId, accountId),
        eq(attendancePins.pin, pin),
        gt(attendancePins.expiresAt, sql`now()`),
      ),
    )
    .returning({ accountId: attendancePins.accountId });
  if (spent.length > 0) return true;
  const [failed] = await tx
    .update(attendancePins)
    .set({ failures: sql`${attendancePins.failures} + 1` })
    .where(eq(attendancePins.accountId, accountId))
    .returning({ failures: attendancePins.failures });
  if (failed && failed.failures >= PIN_FAILURES_MAX) {
    await tx.delete(attendancePins).where(eq(attendancePins.accountId, accountId));
  }
  return false;
}
