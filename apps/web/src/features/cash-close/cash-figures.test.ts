import { describe, expect, it } from 'vitest';
import { cashDifference, periodText } from './cash-figures';

describe('cashDifference: counted less expected', () => {
  it('is green and "Pas" when the drawer holds what it should', () => {
    expect(cashDifference(0)).toEqual({ color: 'green', text: 'Pas' });
  });

  it('says what is missing in red and what is over in orange', () => {
    expect(cashDifference(-5_000)).toEqual({ color: 'red', text: 'Kurang Rp 5.000' });
    expect(cashDifference(2_500)).toEqual({ color: 'orange', text: 'Lebih Rp 2.500' });
  });
});

describe('periodText: a till period in WIB', () => {
  it('names the day once when the period is within one WIB day', () => {
    expect(periodText('2026-11-27T01:00:00Z', '2026-11-27T07:05:00Z')).toBe(
      '27 Nov 2026, 08.00 – 14.05 WIB',
    );
  });

  it('gives both moments across WIB midnight, and "Sejak awal" before the first close', () => {
    expect(periodText('2026-11-27T15:00:00Z', '2026-11-27T18:00:00Z')).toBe(
      '27 Nov 2026, 22.00 WIB – 28 Nov 2026, 01.00 WIB',
    );
    expect(periodText(null, '2026-11-27T07:05:00Z')).toBe('Sejak awal – 27 Nov 2026, 14.05 WIB');
  });
});
