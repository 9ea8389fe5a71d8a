import { describe, expect, it } from 'vitest';
import { unitPriceOf } from './unit-price';

describe("unitPriceOf: the income screen's price per gallon", () => {
  it('takes a whole, non-negative number of rupiah as typed', () => {
    expect(unitPriceOf(6000)).toBe(6000);
    expect(unitPriceOf('6500')).toBe(6500);
    expect(unitPriceOf(0)).toBe(0);
  });

  it('counts a negative price, an empty field or text as Rp 0, never a negative income', () => {
    expect(unitPriceOf(-6000)).toBe(0);
    expect(unitPriceOf('-517500')).toBe(0);
    expect(unitPriceOf('')).toBe(0);
    expect(unitPriceOf('-')).toBe(0);
  });
});
