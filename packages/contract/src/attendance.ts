import { z } from './zod';
import { messages } from './messages';
import { idParams, plainText } from './common';
import { csvSeparator } from './date-range';
import { monthQuery } from './reports';

/** Clock-in by location is accepted this close to the depot's point (a shop front and the street). */
export const ATTENDANCE_RADIUS_M = 150;
/** Minutes after a shift's start that still count as on time. */
export const LATE_GRACE_MIN = 10;
/** How long the PIN on the owner's screen stays valid; it is also spent by its first use. */
export const ATTENDANCE_PIN_TTL_MIN = 5;

const DAY_MIN = 24 * 60;

/** Minutes since midnight of a `HH:MM` time. */
export const minutesOfDay = (time: string) =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The `HH:MM` of minutes since midnight. */
export const timeOfDay = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A shift's length in minutes; one ending at or before its start ends the next day (Malam 22:00–06:00). */
export const shiftLength = (start: string, end: string) =>
  (minutesOfDay(end) - minutesOfDay(start) + DAY_MIN) % DAY_MIN || DAY_MIN;

/** Whether two daily shifts share a minute, on the same day or across midnight. */
export function shiftsOverlap(
  a: { start: string; end: string },
  b: { start: string; end: string },
): boolean {
  const a0 = minutesOfDay(a.start);
  const b0 = minutesOfDay(b.start);
  const aLen = shiftLength(a.start, a.end);
  const bLen = shiftLength(b.start, b.end);
  // b's start as seen from a's: a overlaps b when either starts inside the other.
  const offset = (b0 - a0 + DAY_MIN) % DAY_MIN;
  return offset < aLen || DAY_MIN - offset < bLen;
}

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.attendance.timeFormat);

/** A depot's daily shift, times in WIB; `employee_ids` are the accounts who work it. */
export const shift = z.object({
  id: z.number(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  employee_ids: z.array(z.number()),
});
export type Shift = z.infer<typeof shift>;

/** `POST /api/shifts/{username}`, `PUT /api/shifts/{username}/{id}`. */
export const shiftBody = z
  .strictObject({
    name: plainText(40).refine((n) => n !== '', messages.attendance.shiftNameRequired),
    start: time,
    end: time,
    employee_ids: z.array(idParams.shape.id).max(200).default([]),
  })
  .refine((b) => b.start !== b.end, { message: messages.attendance.sameStartEnd, path: ['end'] });
export type ShiftBody = z.infer<typeof shiftBody>;

export const shiftResult = z.object({ message: z.string(), shift: shift.optional() });
export type ShiftResult = z.infer<typeof shiftResult>;

/** The PIN the owner's screen shows: also the phone's PIN form. */
export const clockPin = z.strictObject({
  pin: z.string().regex(/^\d{6}$/, messages.attendance.pinInvalid),
});

/** Clock-in and clock-out: the phone's position, or the PIN the owner's screen shows. */
export const clockBody = z.union([
  z.strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  clockPin,
]);
export type ClockBody = z.infer<typeof clockBody>;

export const attendanceEntry = z.object({
  id: z.number(),
  person_id: z.number(),
  clock_in: z.string(),
  clock_out: z.string().nullable(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntry>;

export const clockResult = z.object({ message: z.string(), attendance: attendanceEntry });
export type ClockResult = z.infer<typeof clockResult>;

export const attendancePin = z.object({ pin: z.string(), expires_at: z.string() });
export type AttendancePin = z.infer<typeof attendancePin>;

/** One person's month: a day is the WIB day their shift started on. */
export const attendancePerson = z.object({
  person_id: z.number(),
  username: z.string(),
  name: z.string(),
  shift: z.string().nullable(),
  days_present: z.number(),
  late_days: z.number(),
  late_minutes: z.number(),
  absent_days: z.number(),
  hours: z.number(),
  open: attendanceEntry.nullable(),
});
export type AttendancePerson = z.infer<typeof attendancePerson>;

export const attendanceMonth = z.object({ month: z.string(), people: z.array(attendancePerson) });
export type AttendanceMonth = z.infer<typeof attendanceMonth>;

/** `GET /api/attendance/{username}/csv?month=&sep=`, like the other exports. */
export const attendanceCsvQuery = monthQuery.extend({ sep: csvSeparator });
