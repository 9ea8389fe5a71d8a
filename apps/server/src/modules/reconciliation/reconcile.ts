import {
  DEFAULT_PRICE_PER_GALLON,
  jakartaDayStart,
  shiftLength,
  timeOfDay,
  type ReconciliationDay,
  type ReconciliationFigures,
} from '@depot/contract';

/**
 * Taps against till for one WIB day, in pure arithmetic: the day, each shift's window that
 * starts on it (a Malam 22:00–06:00 runs into the next morning), and each person. A gallon the
 * taps filled is shared by whoever was clocked in at that moment; a sale belongs to whoever rang
 * it up. A gallon is worth the depot's own average price at the till that day.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface Fill {
  ts: Date;
  gallons: number;
}
export interface Sold {
  at: Date;
  by: number | null;
  gallons: number;
  rupiah: number;
}
export interface Presence {
  personId: number;
  clockIn: Date;
  clockOut: Date | null;
}
export interface DayInput {
  date: string;
  now: Date;
  fills: readonly Fill[];
  sold: readonly Sold[];
  shifts: readonly { id: number; name: string; startMin: number; endMin: number }[];
  presence: readonly Presence[];
  people: readonly { id: number; name: string }[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Gallons either side, the gap and its worth. */
export function figures(tap: number, sold: number, price: number): ReconciliationFigures {
  const gap = round2(tap - sold);
  return {
    tap_gallons: round2(tap),
    sold_gallons: round2(sold),
    gap_gallons: gap,
    gap_rupiah: Math.round(gap * price),
  };
}

const within = (t: Date, from: number, to: number) => t.getTime() >= from && t.getTime() < to;
const sum = <T>(rows: readonly T[], of: (row: T) => number) =>
  rows.reduce((total, row) => total + of(row), 0);

/** The depot's price per gallon in these sales, else the platform's default. */
export const pricePerGallon = (gallons: number, rupiah: number) =>
  gallons > 0 ? Math.round(rupiah / gallons) : DEFAULT_PRICE_PER_GALLON;

export function reconcileDay(input: DayInput): ReconciliationDay {
  const from = jakartaDayStart(input.date).getTime();
  const to = from + DAY_MS;
  const window = (a: number, b: number) => ({
    tap: sum(
      input.fills.filter((f) => within(f.ts, a, b)),
      (f) => f.gallons,
    ),
    sold: input.sold.filter((s) => within(s.at, a, b)),
  });
  const day = window(from, to);
  const price = pricePerGallon(
    sum(day.sold, (s) => s.gallons),
    sum(day.sold, (s) => s.rupiah),
  );
  const of = (w: ReturnType<typeof window>) =>
    figures(
      w.tap,
      sum(w.sold, (s) => s.gallons),
      price,
    );

  const byShift = input.shifts.map((shift) => {
    const start = from + shift.startMin * MINUTE_MS;
    const length = shiftLength(timeOfDay(shift.startMin), timeOfDay(shift.endMin)) * MINUTE_MS;
    return {
      shift_id: shift.id,
      name: shift.name,
      start: timeOfDay(shift.startMin),
      end: timeOfDay(shift.endMin),
      ...of(window(start, start + length)),
    };
  });

  const taps = new Map<number, number>();
  for (const fill of input.fills.filter((f) => within(f.ts, from, to))) {
    const on = input.presence.filter((p) =>
      within(fill.ts, p.clockIn.getTime(), (p.clockOut ?? input.now).getTime()),
    );
    for (const p of on)
      taps.set(p.personId, (taps.get(p.personId) ?? 0) + fill.gallons / on.length);
  }
  const byEmployee = input.people.flatMap((person) => {
    const sold = day.sold.filter((s) => s.by === person.id);
    const tap = taps.get(person.id) ?? 0;
    if (tap === 0 && sold.length === 0) return [];
    return [{ person_id: person.id, name: person.name, ...of({ tap, sold }) }];
  });

  return {
    date: input.date,
    ...of(day),
    price_per_gallon: price,
    by_shift: byShift,
    by_employee: byEmployee,
  };
}
