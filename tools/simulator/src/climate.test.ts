import { describe, expect, it } from 'vitest';
import { createClimate, stationReadings } from './climate';
import { wibMidnight } from './model';
import { dayWeather, DEPOK, HOUR, PUNCAK } from './weather';

const SEED = 2026;
const climate = createClimate(SEED);
const at = (day: number, hour: number) => day + hour * HOUR;
/** Days of 2026 in a season, with or without a storm in Depok. */
function days(months: number[], stormy: boolean) {
  const found: number[] = [];
  for (let d = wibMidnight(Date.parse('2026-01-01T12:00:00+07:00')); found.length < 10;) {
    d += 86_400_000;
    const month = new Date(d + 7 * HOUR).getUTCMonth();
    if (months.includes(month) && !!climate.day(d, DEPOK).storm === stormy) found.push(d);
  }
  return found;
}
const clear = days([6, 7], false);
const stormy = days([0, 1, 11], true);

describe('the Depok weather station', () => {
  it('is warm mid-afternoon and cool at dawn on a clear day, humidity the other way round', () => {
    for (const d of clear) {
      const dawn = stationReadings(climate, at(d, 5.5));
      const afternoon = stationReadings(climate, at(d, 14));
      expect(dawn.temperature).toBeGreaterThan(22);
      expect(dawn.temperature).toBeLessThan(25.5);
      expect(afternoon.temperature).toBeGreaterThan(30);
      expect(afternoon.temperature).toBeLessThan(34);
      expect(dawn.humidity).toBeGreaterThan(85);
      expect(afternoon.humidity).toBeLessThan(72);
      expect(afternoon.humidity).toBeGreaterThanOrEqual(55);
    }
  });

  it('reads no light at night and tens of thousands of lux at a clear noon', () => {
    for (const d of clear) {
      expect(stationReadings(climate, at(d, 2)).light).toBe(0);
      expect(stationReadings(climate, at(d, 21)).light).toBe(0);
      expect(stationReadings(climate, at(d, 12)).light).toBeGreaterThan(60_000);
      expect(stationReadings(climate, at(d, 12)).light).toBeLessThanOrEqual(100_000);
    }
  });

  it('turns cooler, damper and darker once a storm breaks', () => {
    for (const d of stormy) {
      const storm = climate.day(d, DEPOK).storm!;
      const after = storm.start + HOUR;
      const dry = createClimate(SEED).at(after, { ...DEPOK, wetter: -1 });
      const wet = climate.at(after, DEPOK);
      expect(dry.temperature - wet.temperature).toBeGreaterThan(2.5);
      expect(wet.humidity).toBeGreaterThan(dry.humidity + 10);
      expect(wet.light).toBeLessThan(dry.light / 2);
      expect(wet.pressure).toBeLessThan(dry.pressure);
    }
  });

  it('keeps the pressure near 1010 hPa with its highs near 10:00 and 22:00', () => {
    for (const d of clear) {
      const p = (h: number) => climate.at(at(d, h), DEPOK).pressure;
      expect(p(10)).toBeGreaterThan(p(16));
      expect(p(22)).toBeGreaterThan(p(16));
      expect(p(22)).toBeGreaterThan(p(4));
      for (const h of [4, 10, 16, 22]) expect(Math.abs(p(h) - 1010)).toBeLessThan(4);
    }
  });

  it('sees the traffic: more gas at 07:30 on a weekday than at 03:00', () => {
    const weekdays = clear.filter((d) => ![0, 6].includes(new Date(d + 7 * HOUR).getUTCDay()));
    for (const d of weekdays) {
      expect(climate.at(at(d, 7.3), DEPOK).gas).toBeGreaterThan(climate.at(at(d, 3), DEPOK).gas);
    }
  });

  it('rains on most wet-season days and few dry-season ones', () => {
    const share = (months: number[]) => {
      const all = Array.from(
        { length: 365 },
        (_, i) => Date.UTC(2026, 0, 1) - 7 * HOUR + i * 86_400_000,
      );
      const inSeason = all.filter((d) => months.includes(new Date(d + 7 * HOUR).getUTCMonth()));
      return inSeason.filter((d) => dayWeather(SEED, d, DEPOK).storm).length / inSeason.length;
    };
    expect(share([0, 1, 2, 10, 11])).toBeGreaterThan(0.6);
    expect(share([5, 6, 7, 8])).toBeLessThan(0.35);
  });

  it('is the same for the same seed and differs for another', () => {
    const t = at(clear[0]!, 9.25);
    expect(stationReadings(createClimate(SEED), t)).toEqual(stationReadings(climate, t));
    expect(stationReadings(createClimate(7), t)).not.toEqual(stationReadings(climate, t));
  });
});

describe('the weather through the days', () => {
  it('never jumps from one minute to the next, not even at midnight when a new day is drawn', () => {
    const start = wibMidnight(Date.parse('2026-01-01T00:00:00+07:00'));
    for (let d = start; d < start + 365 * 86_400_000; d += 86_400_000) {
      for (const site of [DEPOK, PUNCAK]) {
        const before = climate.at(d - 60_000, site);
        const after = climate.at(d, site);
        expect(Math.abs(after.temperature - before.temperature)).toBeLessThan(0.2);
        expect(Math.abs(after.humidity - before.humidity)).toBeLessThan(1);
        expect(Math.abs(after.pressure - before.pressure)).toBeLessThan(0.1);
      }
    }
  });
});

describe('the Puncak farm air', () => {
  it('stays between 16 and 27 °C through the year', () => {
    const start = wibMidnight(Date.parse('2026-01-01T00:00:00+07:00'));
    for (let t = start; t < start + 365 * 86_400_000; t += 3 * HOUR + 17 * 60_000) {
      const { temperature } = climate.at(t, PUNCAK);
      expect(temperature).toBeGreaterThan(14.5);
      expect(temperature).toBeLessThan(28);
    }
  });
});
