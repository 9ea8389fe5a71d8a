import { describe, expect, it } from 'vitest';
import { CLOSE_HOUR, OPEN_HOUR, simulateDay, wibMidnight, type TankState } from './model';
import { seededRandom } from './random';

const day = wibMidnight(Date.parse('2026-03-11T12:00:00+07:00'));
const run = (seed: number, tank: TankState) =>
  simulateDay(
    { dayStart: day, levelEveryMs: 600_000, qualityEveryMs: 1_800_000 },
    tank,
    seededRandom(seed),
  );

describe('simulateDay', () => {
  it('cuts the day at midnight WIB', () => {
    expect(new Date(day).toISOString()).toBe('2026-03-10T17:00:00.000Z');
  });

  it('sells 100–300 gallons, only in opening hours, over all three taps', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const gallons = run(seed, { capacity: 1000, volume: 800, refillRate: 0 }).filter(
        (e) => e.type === 'gallon',
      );
      expect(gallons.length).toBeGreaterThanOrEqual(100);
      expect(gallons.length).toBeLessThanOrEqual(300);
      for (const g of gallons) {
        const hour = (g.ts - day) / 3_600_000;
        expect(hour).toBeGreaterThanOrEqual(OPEN_HOUR);
        expect(hour).toBeLessThan(CLOSE_HOUR);
      }
      expect(new Set(gallons.map((g) => g.type === 'gallon' && g.tap))).toEqual(
        new Set(['A', 'B', 'C']),
      );
    }
  });

  it('keeps events in time order and the tank between empty and full, refilling it', () => {
    const tank: TankState = { capacity: 1000, volume: 800, refillRate: 0 };
    const events = run(7, tank);
    const levels = events
      .filter((e) => e.type === 'level')
      .map((e) => (e.type === 'level' ? e.volume : 0));
    expect(events.map((e) => e.ts)).toEqual([...events.map((e) => e.ts)].sort((a, b) => a - b));
    expect(Math.min(...levels)).toBeGreaterThan(-5);
    expect(Math.max(...levels)).toBeLessThan(1005);
    // ~3,500 L sold from a 1,000 L tank: it must have been refilled several times.
    const rises = levels.filter((v, i) => i > 0 && v - levels[i - 1]! > 50).length;
    expect(rises).toBeGreaterThan(0);
    expect(levels).toHaveLength(144);
  });

  it('is the same for the same seed', () => {
    const a = run(42, { capacity: 1000, volume: 800, refillRate: 0 });
    const b = run(42, { capacity: 1000, volume: 800, refillRate: 0 });
    expect(a).toEqual(b);
  });
});
