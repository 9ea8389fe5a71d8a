import { describe, expect, it } from 'vitest';
import { speedSamples } from './speed-chart-option';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 1, minute)).toISOString();

describe('speedSamples', () => {
  it('puts each fix at its time, rounded to 0.1 km/h, and breaks the line over a silence', () => {
    const samples = speedSamples([
      { latitude: 0, longitude: 0, timestamp: at(0), speed: 30.04 },
      { latitude: 0, longitude: 0, timestamp: at(1), speed: null },
      // 59 minutes without a fix: not bridged.
      { latitude: 0, longitude: 0, timestamp: at(60), speed: 12 },
    ]);
    const ms = (minute: number) => Date.parse(at(minute));
    expect(samples).toEqual([
      [ms(0), 30],
      [ms(1), null],
      [ms(1) + 1, null],
      [ms(60), 12],
    ]);
  });
});
