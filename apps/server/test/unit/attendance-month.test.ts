import { describe, expect, it } from 'vitest';
import { attendanceMonth, type MonthEntry } from '../../src/modules/attendance/attendance-month';

const pagi = { name: 'Pagi', startMin: 6 * 60, endMin: 14 * 60, memberIds: [1] };
const malam = { name: 'Malam', startMin: 22 * 60, endMin: 6 * 60, memberIds: [2] };
const people = [
  { id: 1, username: 'siti', name: 'Siti' },
  { id: 2, username: 'budi', name: 'Budi' },
  { id: 3, username: 'pemilik', name: 'pemilik' },
];

let nextId = 1;
/** Times in UTC; WIB is seven hours ahead. */
const entry = (personId: number, clockIn: string, clockOut: string | null): MonthEntry => ({
  id: nextId++,
  personId,
  clockIn: new Date(clockIn),
  clockOut: clockOut === null ? null : new Date(clockOut),
});

const entries = [
  // Siti, Pagi 06:00–14:00 WIB.
  entry(1, '2026-10-31T22:55:00Z', '2026-11-01T07:05:00Z'), // 1 Nov 05:55–14:05: 8 h 10 min
  entry(1, '2026-11-01T23:25:00Z', '2026-11-02T07:00:00Z'), // 2 Nov 06:25: 25 min late; 7 h 35 min
  entry(1, '2026-11-02T23:08:00Z', '2026-11-03T06:08:00Z'), // 3 Nov 06:08: within the grace; 7 h
  entry(1, '2026-11-04T23:00:00Z', null), // 5 Nov 06:00, still in; 4 Nov absent
  // Budi, Malam 22:00–06:00 WIB.
  entry(2, '2026-10-31T14:58:00Z', '2026-10-31T23:00:00Z'), // 31 Oct 21:58: October's
  entry(2, '2026-11-01T17:20:00Z', '2026-11-01T23:00:00Z'), // 2 Nov 00:20 is 1 Nov's, 140 min late; 5 h 40 min
  entry(2, '2026-11-02T15:05:00Z', '2026-11-02T23:00:00Z'), // 2 Nov 22:05; 7 h 55 min
  // The owner, on no shift: 3 Nov 14:30–16:30.
  entry(3, '2026-11-03T07:30:00Z', '2026-11-03T09:30:00Z'),
];

describe('attendance month', () => {
  it('works out present, late, absent and hours per person, a night shift on its start day', () => {
    const month = attendanceMonth({
      month: '2026-11',
      // 5 Nov 12:00 WIB: Pagi of 1–5 Nov has started, Malam of 1–4 Nov.
      now: new Date('2026-11-05T05:00:00Z'),
      people,
      shifts: [pagi, malam],
      entries,
    });
    expect(month.map(({ open: _open, ...p }) => p)).toEqual([
      {
        person_id: 1,
        username: 'siti',
        name: 'Siti',
        shift: 'Pagi',
        days_present: 4,
        late_days: 1,
        late_minutes: 25,
        absent_days: 1,
        // 8:10 + 7:35 + 7:00; the open day adds nothing yet.
        hours: 22.75,
      },
      {
        person_id: 2,
        username: 'budi',
        name: 'Budi',
        shift: 'Malam',
        days_present: 2,
        late_days: 1,
        late_minutes: 140,
        // 3 and 4 Nov; 5 Nov's Malam has not started.
        absent_days: 2,
        // 5:40 + 7:55 = 13:35
        hours: 13.58,
      },
      {
        person_id: 3,
        username: 'pemilik',
        name: 'pemilik',
        shift: null,
        days_present: 1,
        late_days: 0,
        late_minutes: 0,
        absent_days: 0,
        hours: 2,
      },
    ]);
    expect(month[0]!.open).toEqual({
      id: entries[3]!.id,
      person_id: 1,
      clock_in: '2026-11-04T23:00:00.000Z',
      clock_out: null,
    });
  });

  it('expects no day of a month still to come', () => {
    const [siti] = attendanceMonth({
      month: '2026-12',
      now: new Date('2026-11-05T05:00:00Z'),
      people: people.slice(0, 1),
      shifts: [pagi],
      entries: [],
    });
    expect(siti).toMatchObject({ days_present: 0, absent_days: 0, hours: 0, open: null });
  });
});
