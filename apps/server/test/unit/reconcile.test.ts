import { describe, expect, it } from 'vitest';
import { reconcileDay, type Fill, type Sold } from '../../src/modules/reconciliation/reconcile';

const at = (iso: string) => new Date(iso);
const fill = (iso: string): Fill => ({ ts: at(iso), gallons: 1 });
const sale = (iso: string, by: number, gallons: number, rupiah: number): Sold => ({
  at: at(iso),
  by,
  gallons,
  rupiah,
});

// 20 November 2026 in WIB (UTC+7) runs from 19 Nov 17:00 to 20 Nov 17:00 UTC.
const day = {
  date: '2026-11-20',
  now: at('2026-11-21T05:00:00Z'),
  shifts: [
    { id: 1, name: 'Pagi', startMin: 6 * 60, endMin: 14 * 60 },
    { id: 2, name: 'Sore', startMin: 14 * 60, endMin: 22 * 60 },
    { id: 3, name: 'Malam', startMin: 22 * 60, endMin: 6 * 60 },
  ],
  people: [
    { id: 10, name: 'Siti' },
    { id: 11, name: 'Budi' },
    { id: 12, name: 'Andi' },
  ],
  presence: [
    { personId: 10, clockIn: at('2026-11-19T22:55:00Z'), clockOut: at('2026-11-20T07:02:00Z') }, // 05:55–14:02
    { personId: 11, clockIn: at('2026-11-20T07:00:00Z'), clockOut: at('2026-11-20T15:00:00Z') }, // 14:00–22:00
    { personId: 12, clockIn: at('2026-11-20T14:58:00Z'), clockOut: at('2026-11-20T23:00:00Z') }, // 21:58–06:00
  ],
  fills: [
    fill('2026-11-19T17:30:00Z'), // 00:30, last night's Malam, nobody clocked in
    // Pagi: 5 gallons 07:00–07:40, but Siti rings up 4: a sale missing at the till.
    ...['00:00', '00:10', '00:20', '00:30', '00:40'].map((t) => fill(`2026-11-20T${t}:00Z`)),
    fill('2026-11-20T07:01:00Z'), // 14:01, Siti and Budi both clocked in: half each
    // Sore: a tap left running, five fills in five minutes from 15:00, two sold.
    ...['08:00', '08:01', '08:02', '08:03', '08:04'].map((t) => fill(`2026-11-20T${t}:00Z`)),
    fill('2026-11-20T16:59:00Z'), // 23:59: the 20th's
    fill('2026-11-20T17:01:00Z'), // 00:01 on the 21st: not the day's, but its Malam's
  ],
  sold: [
    sale('2026-11-20T01:00:00Z', 10, 3, 18_000), // 08:00
    sale('2026-11-20T03:00:00Z', 10, 1, 6_000), // 10:00
    sale('2026-11-20T09:00:00Z', 11, 2, 12_000), // 16:00
    sale('2026-11-20T16:30:00Z', 12, 2, 14_000), // 23:30, delivered at 7.000
  ],
};

describe('reconcileDay', () => {
  it('works out a day, its shifts across midnight and its people', () => {
    // 8 gallons sold for 50.000: 6.250 a gallon at this depot's till that day.
    expect(reconcileDay(day)).toEqual({
      date: '2026-11-20',
      tap_gallons: 13,
      sold_gallons: 8,
      gap_gallons: 5,
      gap_rupiah: 31_250,
      price_per_gallon: 6_250,
      by_shift: [
        {
          shift_id: 1,
          name: 'Pagi',
          start: '06:00',
          end: '14:00',
          tap_gallons: 5,
          sold_gallons: 4,
          gap_gallons: 1,
          gap_rupiah: 6_250,
        },
        {
          shift_id: 2,
          name: 'Sore',
          start: '14:00',
          end: '22:00',
          tap_gallons: 6,
          sold_gallons: 2,
          gap_gallons: 4,
          gap_rupiah: 25_000,
        },
        {
          shift_id: 3,
          name: 'Malam',
          start: '22:00',
          end: '06:00',
          tap_gallons: 2,
          sold_gallons: 2,
          gap_gallons: 0,
          gap_rupiah: 0,
        },
      ],
      by_employee: [
        {
          person_id: 10,
          name: 'Siti',
          tap_gallons: 5.5,
          sold_gallons: 4,
          gap_gallons: 1.5,
          gap_rupiah: 9_375,
        },
        {
          person_id: 11,
          name: 'Budi',
          tap_gallons: 5.5,
          sold_gallons: 2,
          gap_gallons: 3.5,
          gap_rupiah: 21_875,
        },
        {
          person_id: 12,
          name: 'Andi',
          tap_gallons: 1,
          sold_gallons: 2,
          gap_gallons: -1,
          gap_rupiah: -6_250,
        },
      ],
    });
  });

  it('prices a day without sales at the default, and names nobody', () => {
    const quiet = reconcileDay({ ...day, sold: [], presence: [], fills: day.fills.slice(0, 2) });
    expect(quiet).toMatchObject({
      tap_gallons: 2,
      sold_gallons: 0,
      gap_gallons: 2,
      gap_rupiah: 12_000,
      price_per_gallon: 6_000,
      by_employee: [],
    });
  });
});
