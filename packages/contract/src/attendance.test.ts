import { describe, expect, it } from 'vitest';
import { shiftLength, shiftsOverlap, timeOfDay } from './attendance';

const shift = (start: string, end: string) => ({ start, end });
const pagi = shift('06:00', '14:00');
const sore = shift('14:00', '22:00');
const malam = shift('22:00', '06:00');

describe('shift times', () => {
  it('measures a shift across midnight into the next day', () => {
    expect(shiftLength('22:00', '06:00')).toBe(480);
    expect(shiftLength('06:00', '14:00')).toBe(480);
    expect(shiftLength('23:30', '00:15')).toBe(45);
    expect(timeOfDay(1320)).toBe('22:00');
    expect(timeOfDay(5)).toBe('00:05');
  });

  it('lets shifts meet end to start, around the whole day', () => {
    for (const [a, b] of [
      [pagi, sore],
      [sore, malam],
      [malam, pagi],
    ] as const) {
      expect(shiftsOverlap(a, b)).toBe(false);
      expect(shiftsOverlap(b, a)).toBe(false);
    }
  });

  it('finds a shared minute on either side of midnight', () => {
    // Malam runs 22:00–06:00; 05:00–07:00 shares 05:00–06:00 with it (and 06:00–07:00 with Pagi).
    expect(shiftsOverlap(malam, shift('05:00', '07:00'))).toBe(true);
    expect(shiftsOverlap(shift('05:00', '07:00'), malam)).toBe(true);
    // 23:00–23:30 lies inside Malam's first hours; 01:00–02:00 inside its last ones.
    expect(shiftsOverlap(malam, shift('23:00', '23:30'))).toBe(true);
    expect(shiftsOverlap(shift('01:00', '02:00'), malam)).toBe(true);
    expect(shiftsOverlap(sore, shift('21:59', '22:30'))).toBe(true);
    expect(shiftsOverlap(pagi, shift('14:00', '15:00'))).toBe(false);
  });
});
