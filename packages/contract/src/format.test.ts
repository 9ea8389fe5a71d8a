import { describe, expect, it } from 'vitest';
import { formatAgainstLimit, formatRupiah } from './format';

describe('formatAgainstLimit: one decimal, never rounded across the limit it is judged by', () => {
  it.each([
    // 239,76 L of 1200 L under a 'below 20 %' rule.
    [(239.76 / 1200) * 100, 20, '19,9'],
    [19.95, 20, '19,9'],
    [19.9999999, 20, '19,9'],
    [19.94, 20, '19,9'],
    [19.84, 20, '19,8'],
    [20, 20, '20,0'],
    [20.04, 20, '20,0'],
    [20.06, 20, '20,1'],
    [16.666, 20, '16,7'],
    [0, 20, '0,0'],
    [100, 20, '100,0'],
    // A limit off the one-decimal grid: the nearest shown value on the right side of it.
    [15.54, 15.55, '15,5'],
    [15.56, 15.55, '15,6'],
    [15.55, 15.55, '15,6'],
    [29.97, 29.95, '30,0'],
    [29.94, 29.95, '29,9'],
    // A limit that is not exact in binary.
    [0.29, 0.3, '0,2'],
    [0.3, 0.3, '0,3'],
  ])('%d against %d reads %s', (value, limit, shown) => {
    expect(formatAgainstLimit(value, limit)).toBe(shown);
  });

  it('works for litres against a limit in litres', () => {
    expect(formatAgainstLimit(239.96, 240)).toBe('239,9');
    expect(formatAgainstLimit(240, 240)).toBe('240,0');
    expect(formatAgainstLimit(1234.56, 240)).toBe('1.234,6');
  });

  it('rounds normally away from the limit', () => {
    expect(formatAgainstLimit(45.25, 20)).toBe('45,3');
    expect(formatAgainstLimit(45.24, 20)).toBe('45,2');
    expect(formatAgainstLimit(10.05, 20)).toBe('10,1');
  });
});

describe('formatRupiah: whole rupiah the id-ID way', () => {
  it('groups thousands with dots after "Rp "', () => {
    expect(formatRupiah(517_500)).toBe('Rp 517.500');
    expect(formatRupiah(0)).toBe('Rp 0');
  });

  it('puts the minus sign before the currency, as id-ID does: -Rp 517.500', () => {
    expect(formatRupiah(-517_500)).toBe('-Rp 517.500');
    expect(formatRupiah(-0)).toBe('Rp 0');
    expect(formatRupiah(-0.4)).toBe('Rp 0');
  });

  it('shows anything that is not a number as Rp 0', () => {
    expect(formatRupiah(Number.NaN)).toBe('Rp 0');
    expect(formatRupiah('517500')).toBe('Rp 0');
    expect(formatRupiah(undefined)).toBe('Rp 0');
  });
});
