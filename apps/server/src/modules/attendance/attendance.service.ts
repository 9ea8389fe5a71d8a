import { randomInt } from 'node:crypto';
import {
  ATTENDANCE_PIN_TTL_MIN,
  ATTENDANCE_RADIUS_M,
  csvFigure,
  formatNumber,
  formatTime,
  jakartaDayStart,
  jakartaMonth,
  messages,
  toCsv,
  type AttendanceMonth,
  type AttendancePin,
  type ClockBody,
  type ClockResult,
  type CsvSeparator,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError, isUniqueViolation } from '../../lib/http-error';
import type { SessionAccount } from '../auth';
import { depotId, depotLocation, depotPeople, isEmployee } from '../depots';
import { haversineM } from '../tracker';
import { attendanceMonth, entryView } from './attendance-month';
import * as repo from './attendance.repository';
import { listShifts } from './shifts.repository';

/**
 * Clock-in and clock-out (absensi): accepted from the phone's position within the depot's radius,
 * or with the one-time PIN its owner's screen shows; one open attendance per person.
 */

const DAY_MS = 86_400_000;

const alreadyIn = () => new HttpError(409, messages.attendance.alreadyIn);
const notIn = () => new HttpError(409, messages.attendance.notIn);

/** The caller as one of the depot's people: a super admin clocks in nowhere. */
async function personAt(db: Db, caller: SessionAccount, depot: string) {
  const accountId = await depotId(db, depot);
  const people = await depotPeople(db, accountId);
  if (!people.some((p) => p.id === caller.id)) throw new HttpError(403, messages.api.forbidden);
  return { accountId, personId: caller.id };
}

/**
 * The phone is at the depot, or its user has the PIN. Runs outside the clock's transaction, so a
 * wrong PIN counts against the current one even though the clock is refused.
 */
async function checkPresence(db: Db, accountId: number, body: ClockBody) {
  if ('pin' in body) {
    if (!(await repo.spendPin(db, accountId, body.pin))) {
      throw new HttpError(400, messages.attendance.pinInvalid);
    }
    return;
  }
  const depot = await depotLocation(db, accountId);
  if (!depot) throw new HttpError(400, messages.attendance.noDepotLocation);
  const metres = haversineM(depot, { lat: body.latitude, lon: body.longitude });
  if (metres > ATTENDANCE_RADIUS_M) {
    throw new HttpError(
      400,
      messages.attendance.tooFar(formatNumber(Math.round(metres)), ATTENDANCE_RADIUS_M),
    );
  }
}

/** Clock-in and clock-out: the caller at their depot, checked against its place and PIN. */
type Clock = (
  db: Db,
  caller: SessionAccount,
  depot: string,
  body: ClockBody,
) => Promise<ClockResult>;

export const clockIn: Clock = async (db, caller, depot, body) => {
  const { accountId, personId } = await personAt(db, caller, depot);
  // Checked before the PIN, so a PIN is not spent on a clock-in that cannot happen.
  if (await repo.findOpen(db, personId)) throw alreadyIn();
  await checkPresence(db, accountId, body);
  try {
    const row = await repo.insertClockIn(db, accountId, personId, new Date());
    return {
      message: messages.attendance.clockedIn(formatTime(row.clockIn)),
      attendance: entryView(row),
    };
  } catch (error) {
    // Another clock-in of theirs landed between the check and the insert.
    if (isUniqueViolation(error)) throw alreadyIn();
    throw error;
  }
};

export const clockOut: Clock = async (db, caller, depot, body) => {
  const { accountId, personId } = await personAt(db, caller, depot);
  if (!(await repo.findOpen(db, personId))) throw notIn();
  await checkPresence(db, accountId, body);
  const row = await repo.closeOpen(db, personId, new Date());
  if (!row?.clockOut) throw notIn();
  return {
    message: messages.attendance.clockedOut(formatTime(row.clockOut)),
    attendance: entryView(row),
  };
};

/** A new PIN for the owner's screen; it replaces the last one. */
export async function newPin(db: Db, depot: string): Promise<AttendancePin> {
  const accountId = await depotId(db, depot);
  const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + ATTENDANCE_PIN_TTL_MIN * 60_000);
  await repo.savePin(db, accountId, pin, expiresAt);
  return { pin, expires_at: expiresAt.toISOString() };
}

/** A month per person; an employee sees their own line only. */
export async function monthOf(
  db: Db,
  caller: SessionAccount,
  depot: string,
  month: string = jakartaMonth(),
): Promise<AttendanceMonth> {
  const accountId = await depotId(db, depot);
  const now = new Date();
  const people = (await depotPeople(db, accountId)).filter(
    (p) => !isEmployee(caller) || p.id === caller.id,
  );
  // A night shift's clock-in may fall on the day before the month's first (its own day's
  // shift started then) or after its last; those outside the month are dropped by day.
  const first = jakartaDayStart(`${month}-01`).getTime();
  const entries = await repo.entriesBetween(
    db,
    accountId,
    new Date(first - DAY_MS),
    new Date(first + 33 * DAY_MS),
  );
  const shifts = await listShifts(db, accountId);
  return { month, people: attendanceMonth({ month, now, people, shifts, entries }) };
}

const CSV_HEADER = [
  'Nama',
  'Username',
  'Shift',
  'Hari hadir',
  'Hari terlambat',
  'Menit terlambat',
  'Hari tidak hadir',
  'Jam kerja',
];

/** The month as a spreadsheet: id-ID numbers (decimal comma), `,` or `;` between cells. */
export async function monthCsv(
  db: Db,
  caller: SessionAccount,
  depot: string,
  month: string | undefined,
  separator: CsvSeparator,
) {
  const { month: shown, people } = await monthOf(db, caller, depot, month);
  const rows = people.map((p) => [
    p.name,
    p.username,
    p.shift,
    p.days_present,
    p.late_days,
    p.late_minutes,
    p.absent_days,
    csvFigure(p.hours, separator),
  ]);
  return { month: shown, csv: toCsv(CSV_HEADER, rows, separator) };
}
