import type { Climate } from './climate';
import { keyedRandom } from './random';
import { clamp, HOUR, PUNCAK, rainAt, wibMidnight } from './weather';

/**
 * The avocado farm's three blocks: how fast each sheds water relative to the others and the
 * moisture (% volumetric) it holds once gravity has drained it (field capacity). Block B sits
 * on the slope and drains fastest, Block C in the hollow holds water longest.
 */
export const FARM_BLOCKS = [
  { drainage: 1, fieldCapacity: 71 },
  { drainage: 1.15, fieldCapacity: 67 },
  { drainage: 0.88, fieldCapacity: 73 },
] as const;
/** The grower runs the drip line at 07:00 when the driest block is under this… */
const IRRIGATE_BELOW = 42;
/** …on about half such days: skipped days in a dry spell let a block fall below 35 %… */
const IRRIGATE_CHANCE = 0.45;
/** …and always once a block wilts this far (the grower has seen the alert). */
const IRRIGATE_ALWAYS_BELOW = 31;
const IRRIGATION_HOUR = 7;
const IRRIGATION_MS = 45 * 60_000;
/** Moisture the drip line adds per hour while it runs. */
const IRRIGATION_RATE = 36;
const STEP_MS = 5 * 60_000;
/** How far above field capacity rain can wet a block before it runs off. */
const SOAK_ABOVE = 6;

export interface SoilState {
  /** Moisture per block, %. */
  blocks: number[];
  /** When the drip line running now stops (0: not running). */
  irrigatingUntil: number;
  /** The moment the state stands at. */
  at: number;
}

export const initialSoil = (at: number, moisture = 60): SoilState => ({
  blocks: FARM_BLOCKS.map(() => moisture),
  irrigatingUntil: 0,
  at,
});

/** Whether the grower waters on the day starting `dayStart` (if the soil asks for it). */
const growerWaters = (climate: Climate, dayStart: number) =>
  keyedRandom(climate.seed, 3, Math.round(dayStart / 86_400_000)).next() < IRRIGATE_CHANCE;

/**
 * Moves the soil on to `to`: the sun and warmth draw water out by day (faster on hot clear
 * days), afternoon storms soak in (less as the soil fills), water above field capacity drains
 * away, and the morning drip line tops the blocks up.
 */
export function advanceSoil(climate: Climate, soil: SoilState, to: number): SoilState {
  while (soil.at < to) {
    const t = Math.min(to, soil.at + STEP_MS);
    const hours = (t - soil.at) / HOUR;
    const dayStart = wibMidnight(t);
    const irrigationStart = dayStart + IRRIGATION_HOUR * HOUR;
    if (soil.at < irrigationStart && t >= irrigationStart) {
      const driest = Math.min(...soil.blocks);
      if (
        driest < IRRIGATE_ALWAYS_BELOW ||
        (driest < IRRIGATE_BELOW && growerWaters(climate, dayStart))
      ) {
        soil.irrigatingUntil = irrigationStart + IRRIGATION_MS;
      }
    }
    const air = climate.at(t, PUNCAK);
    const rain = rainAt(climate.day(dayStart, PUNCAK).storm, t);
    const watered = t <= soil.irrigatingUntil ? IRRIGATION_RATE : 0;
    soil.blocks = soil.blocks.map((m, i) => {
      const { drainage, fieldCapacity } = FARM_BLOCKS[i]!;
      const drying = 0.7 * (air.light / 90_000) * (1 + 0.06 * (air.temperature - 20)) * drainage;
      // Water soaks in less as the soil fills; a waterlogged block (a few % over field capacity)
      // takes no more, the rest runs off.
      const soaking =
        (watered + 30 * rain * (1 - m / 100)) *
        clamp((fieldCapacity + SOAK_ABOVE - m) / SOAK_ABOVE, 0, 1);
      const draining = Math.max(0, m - fieldCapacity) * 0.25 * drainage;
      return clamp(m + (soaking - drying - draining) * hours, 0, 100);
    });
    soil.at = t;
  }
  return soil;
}

/** The farm's four readings at the soil's moment, in display precision. */
export function farmReadings(climate: Climate, soil: SoilState) {
  const rng = keyedRandom(climate.seed, 4, Math.floor(soil.at / 60_000));
  const round1 = (v: number) => Math.round(v * 10) / 10;
  return {
    temperature: round1(climate.at(soil.at, PUNCAK).temperature + rng.normal(0, 0.2)),
    // A capacitive probe averages over its length: the reading is steady, so a block crossing a
    // limit crosses it once (one alert), not back and forth.
    soil: soil.blocks.map(round1),
  };
}
