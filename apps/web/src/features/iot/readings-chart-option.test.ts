import { describe, expect, it } from 'vitest';
import { tickLabel } from './readings-chart-option';

describe("the time axis' labels of a sensor's history", () => {
  it('name the day alone at midnight in Jakarta', () => {
    expect(tickLabel(Date.parse('2026-01-01T00:00:00+07:00'))).toBe('1 Jan');
  });

  it('keep the time of day at any other hour', () => {
    expect(tickLabel(Date.parse('2026-11-27T17:00:00+07:00'))).toBe('27 Nov, 17.00');
  });
});
