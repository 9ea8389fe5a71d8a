import { describe, expect, it } from 'vitest';
import { createClimate } from './climate';
import { advanceSoil, farmReadings, initialSoil, type SoilState } from './farm';
import { wibMidnight } from './model';
import { HOUR, PUNCAK } from './weather';

const climate = createClimate(2026);
const yearStart = wibMidnight(Date.parse('2026-01-01T12:00:00+07:00'));

/** A year of the farm every 15 minutes. */
function year() {
  const soil = initialSoil(yearStart);
  const samples: { t: number; blocks: number[] }[] = [];
  for (let t = yearStart; t < yearStart + 365 * 86_400_000; t += 15 * 60_000) {
    advanceSoil(climate, soil, t);
    samples.push({ t, blocks: [...soil.blocks] });
  }
  return samples;
}
const samples = year();
const month = (t: number) => new Date(t + 7 * HOUR).getUTCMonth();

describe('the avocado farm soil', () => {
  it('stays within 0–100 % and dries through a sunny day', () => {
    // One assertion over the year's lowest and highest value, not 100,000 of them.
    const all = samples.flatMap((s) => s.blocks);
    expect(all.reduce((a, b) => Math.min(a, b))).toBeGreaterThanOrEqual(0);
    expect(all.reduce((a, b) => Math.max(a, b))).toBeLessThanOrEqual(100);
    const dryDays = samples.filter((s) => {
      const d = wibMidnight(s.t);
      return s.t === d + 9 * HOUR && !climate.day(d, PUNCAK).storm && month(s.t) === 7;
    });
    expect(dryDays.length).toBeGreaterThan(5);
    for (const morning of dryDays) {
      const evening = samples.find((s) => s.t === morning.t + 8 * HOUR)!;
      for (const [i, m] of morning.blocks.entries()) expect(evening.blocks[i]).toBeLessThan(m);
    }
  });

  it('rises when a storm soaks it and when the drip line runs', () => {
    const soil = initialSoil(yearStart, 40);
    const storms = samples.filter((s) => {
      const storm = climate.day(wibMidnight(s.t), PUNCAK).storm;
      return storm && s.t === Math.ceil(storm.start / 900_000) * 900_000;
    });
    expect(storms.length).toBeGreaterThan(50);
    const soaked = storms.filter((s) => {
      const before = samples[samples.indexOf(s) - 1]!;
      const after = samples[samples.indexOf(s) + 4]!;
      return after.blocks.every((m, i) => m > before.blocks[i]! || m > 70);
    });
    expect(soaked.length).toBe(storms.length);

    // A dry block is watered at 07:00 on most days: over a dry week it rises at least once.
    let watered = 0;
    for (let d = wibMidnight(Date.parse('2026-08-01T12:00:00+07:00')), i = 0; i < 10; i++) {
      soil.blocks = soil.blocks.map(() => 40);
      soil.at = d + i * 86_400_000 + 6.5 * HOUR;
      const before = soil.blocks[0]!;
      advanceSoil(climate, soil, soil.at + HOUR);
      if (soil.blocks[0]! > before + 10) watered++;
    }
    expect(watered).toBeGreaterThan(2);
    expect(watered).toBeLessThan(10);
  });

  it('keeps the three blocks apart, lets one fall below 35 % now and then in the dry season, never over 80 %', () => {
    const mean = (i: number) => samples.reduce((sum, s) => sum + s.blocks[i]!, 0) / samples.length;
    expect(mean(1)).toBeLessThan(mean(0) - 1);
    expect(mean(2)).toBeGreaterThan(mean(0) + 1);
    const low = samples.filter((s) => Math.min(...s.blocks) < 35);
    expect(low.length).toBeGreaterThan(0);
    expect(low.length).toBeLessThan(samples.length * 0.05);
    for (const s of low) expect([5, 6, 7, 8, 9]).toContain(month(s.t));
    // Storms and the drip line never waterlog a block past the grower's 80 % limit.
    expect(Math.max(...samples.flatMap((s) => s.blocks))).toBeLessThanOrEqual(80);
  });

  it('is the same for the same seed', () => {
    const run = (seed: number): SoilState => {
      const c = createClimate(seed);
      return advanceSoil(c, initialSoil(yearStart), yearStart + 20 * 86_400_000);
    };
    expect(run(5)).toEqual(run(5));
    const soil = run(5);
    expect(farmReadings(createClimate(5), soil)).toEqual(farmReadings(createClimate(5), soil));
  });
});
