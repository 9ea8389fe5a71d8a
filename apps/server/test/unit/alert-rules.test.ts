import { QUALITY_PARAMS } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { isLowStock, leakLoss, qualityViolation } from '../../src/jobs/alert-rules';

describe('isLowStock: below the tank’s low-stock share of capacity', () => {
  it.each([
    [166.7, 1000, 20, true],
    [199.9, 1000, 20, true],
    [200, 1000, 20, false],
    [681.7, 1000, 20, false],
    [0, 1000, 20, true],
    [290, 1000, 30, true],
    [100, 0, 20, false],
  ])('%d L of %d L with limit %d %% → %s', (volume, capacity, pct, low) => {
    expect(isLowStock(volume, capacity, pct)).toBe(low);
  });
});

describe('qualityViolation: one value outside drinking-water limits, in Indonesian', () => {
  it.each([
    ['ph', 7.2],
    ['ph', 6.5],
    ['ph', 8.5],
    ['tds', 120],
    ['tds', 300],
    ['turbidity', 0.8],
    ['turbidity', 3],
  ] as const)('%s %d is within the limits', (param, value) => {
    expect(qualityViolation(param, value)).toBeNull();
  });

  it.each([
    ['ph', 9.1, 'pH 9,1 (batas 6,5–8,5)'],
    ['ph', 6.4, 'pH 6,4 (batas 6,5–8,5)'],
    ['tds', 350, 'TDS 350 ppm (maks. 300 ppm)'],
    ['tds', 1234.5, 'TDS 1.234,5 ppm (maks. 300 ppm)'],
    ['turbidity', 5, 'kekeruhan 5 NTU (maks. 3 NTU)'],
  ] as const)('names %s %d as %j', (param, value, text) => {
    expect(qualityViolation(param, value)).toBe(text);
  });

  it('covers pH, TDS and turbidity, in that order', () => {
    expect(QUALITY_PARAMS).toEqual(['ph', 'tds', 'turbidity']);
  });
});

describe('leakLoss: unexplained loss over at least 20 minutes without a refill', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 1, minute));
  /** Volumes one per `step` minutes from minute 0. */
  const series = (volumes: number[], step = 5) =>
    volumes.map((volume, i) => ({ ts: at(i * step), volume }));

  it('reports the litres dropped when the tank lost far more than the taps counted', () => {
    const volumes = series([900, 860, 820, 780, 740, 700, 695]);
    expect(leakLoss({ volumes, dispensedL: 0, capacity: 1000 })).toBe(205);
    expect(leakLoss({ volumes, dispensedL: 100, capacity: 1000 })).toBe(205);
  });

  it('is null when the taps explain the drop', () => {
    const volumes = series([900, 860, 820, 780, 740, 700, 695]);
    expect(leakLoss({ volumes, dispensedL: 200, capacity: 1000 })).toBeNull();
  });

  it('is null for a small unexplained loss (at most 5 % of capacity, at least 30 L)', () => {
    expect(
      leakLoss({ volumes: series([900, 875, 850], 10), dispensedL: 0, capacity: 1000 }),
    ).toBeNull();
    expect(leakLoss({ volumes: series([900, 851], 20), dispensedL: 0, capacity: 1000 })).toBeNull();
    expect(leakLoss({ volumes: series([900, 849], 20), dispensedL: 0, capacity: 1000 })).toBe(51);
    expect(
      leakLoss({ volumes: series([300, 280, 270], 10), dispensedL: 0, capacity: 200 }),
    ).toBeNull();
    expect(leakLoss({ volumes: series([300, 280, 269], 10), dispensedL: 0, capacity: 200 })).toBe(
      31,
    );
  });

  it('is null when the tank was refilled inside the window', () => {
    const volumes = series([900, 800, 700, 850, 750, 650]);
    expect(leakLoss({ volumes, dispensedL: 0, capacity: 1000 })).toBeNull();
  });

  it('tolerates upward sensor noise of up to 5 L', () => {
    const volumes = series([900, 800, 805, 700, 650]);
    expect(leakLoss({ volumes, dispensedL: 0, capacity: 1000 })).toBe(250);
  });

  it('is null for a window shorter than 20 minutes, or with fewer than two readings', () => {
    const short = [
      { ts: at(0), volume: 900 },
      { ts: at(19), volume: 500 },
    ];
    expect(leakLoss({ volumes: short, dispensedL: 0, capacity: 1000 })).toBeNull();
    expect(
      leakLoss({ volumes: [{ ts: at(0), volume: 900 }], dispensedL: 0, capacity: 1000 }),
    ).toBeNull();
    expect(leakLoss({ volumes: [], dispensedL: 0, capacity: 1000 })).toBeNull();
  });
});
