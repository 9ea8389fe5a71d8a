import {
  jakartaDay,
  jakartaDayStart,
  LATE_GRACE_MIN,
  monthRange,
  shiftLength,
  timeOfDay,
  type AttendanceEntry,
  type AttendancePerson,
} from '@depot/contract';

/**
 * A month of attendance per person, worked out from clock-ins and shifts. A clock-in belongs to
 * the WIB day its shift started on: 23:50 and 00:20 clock-ins of a Malam 22:00–06:00 both count
 * for the evening's day. A person's shift is the one naming them; someone on none (the owner,
 * often) is counted present on the WIB day of each clock-in, never late and never absent.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** How early before a shift's start a clock-in still belongs to it. */
const EARLY_MS = 2 * 3600_000;

export interface MonthShift {
  name: string;
  startMin: number;
  endMin: number;
  memberIds: number[];
}

export interface MonthEntry {
  id: number;
  personId: number;
  clockIn: Date;
  clockOut: Date | null;
}

interface Matched {
  day: string;
  lateMin: number;
}

const startOn = (day: string, shift: MonthShift) =>
  jakartaDayStart(day).getTime() + shift.startMin * MINUTE_MS;

/**
 * The day a clock-in counts for and how late it was: against the start of the person's shift
 * nearest to it whose window (from two hours before the start to its end) holds it.
 */
function match(at: Date, shift: MonthShift | undefined): Matched {
  const t = at.getTime();
  const today = jakartaDay(at);
  if (!shift) return { day: today, lateMin: 0 };
  const lengthMs = shiftLength(timeOfDay(shift.startMin), timeOfDay(shift.endMin)) * MINUTE_MS;
  let best: { start: number; day: string } | undefined;
  for (const offset of [-1, 0, 1]) {
    const day = jakartaDay(jakartaDayStart(today).getTime() + offset * DAY_MS);
    const start = startOn(day, shift);
    if (t < start - EARLY_MS || t >= start + lengthMs) continue;
    if (!best || Math.abs(t - start) < Math.abs(t - best.start)) best = { start, day };
  }
  if (!best) return { day: today, lateMin: 0 };
  return { day: best.day, lateMin: Math.max(0, Math.floor((t - best.start) / MINUTE_MS)) };
}

export const entryView = (e: MonthEntry): AttendanceEntry => ({
  id: e.id,
  person_id: e.personId,
  clock_in: e.clockIn.toISOString(),
  clock_out: e.clockOut?.toISOString() ?? null,
});

/** Days of the month (up to `now`) whose shift start, plus the grace, has passed. */
function shiftDays(month: string, shift: MonthShift, now: Date): string[] {
  const range = monthRange(month, jakartaDay(now));
  if (!range) return [];
  const days: string[] = [];
  for (let ms = Date.parse(`${range.from}T00:00:00Z`); ; ms += DAY_MS) {
    const day = new Date(ms).toISOString().slice(0, 10);
    if (day > range.to) break;
    if (startOn(day, shift) + LATE_GRACE_MIN * MINUTE_MS <= now.getTime()) days.push(day);
  }
  return days;
}

export function attendanceMonth(input: {
  month: string;
  now: Date;
  people: readonly { id: number; username: string; name: string }[];
  shifts: readonly MonthShift[];
  entries: readonly MonthEntry[];
}): AttendancePerson[] {
  return input.people.map((person) => {
    const own = input.shifts.find((s) => s.memberIds.includes(person.id));
    const mine = input.entries
      .filter((e) => e.personId === person.id)
      .sort((a, b) => a.clockIn.getTime() - b.clockIn.getTime());
    // The first clock-in of a day says whether the day started late.
    const firstOfDay = new Map<string, Matched>();
    let hoursMs = 0;
    for (const entry of mine) {
      const matched = match(entry.clockIn, own);
      if (!matched.day.startsWith(input.month)) continue;
      if (!firstOfDay.has(matched.day)) firstOfDay.set(matched.day, matched);
      if (entry.clockOut) hoursMs += entry.clockOut.getTime() - entry.clockIn.getTime();
    }
    const late = [...firstOfDay.values()].filter((m) => m.lateMin > LATE_GRACE_MIN);
    const expected = own ? shiftDays(input.month, own, input.now) : [];
    const open = mine.find((e) => e.clockOut === null);
    return {
      person_id: person.id,
      username: person.username,
      name: person.name,
      shift: own?.name ?? null,
      days_present: firstOfDay.size,
      late_days: late.length,
      late_minutes: late.reduce((sum, m) => sum + m.lateMin, 0),
      absent_days: expected.filter((day) => !firstOfDay.has(day)).length,
      hours: Math.round(hoursMs / 36_000) / 100,
      open: open ? entryView(open) : null,
    };
  });
}
