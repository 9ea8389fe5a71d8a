import { wibMidnight } from './model';
import { keyedRandom } from './random';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const WIB_OFFSET_MS = 7 * HOUR;

/**
 * A place's climate. The figures are typical values for West Java (lowland Depok at ~100 m,
 * Puncak at ~1,000 m, about 6.5 °C cooler), not taken from a station's records.
 */
export interface Site {
  /** Dawn temperature on a clear day, °C. */
  dawn: number;
  /** Dawn to mid-afternoon warming on a clear day, °C. */
  rise: number;
  /** Added chance of an afternoon storm: the hills draw more rain. */
  wetter: number;
  /** Hour (WIB) a storm usually breaks. */
  stormHour: number;
}

export const DEPOK: Site = { dawn: 23.5, rise: 9, wetter: 0, stormHour: 15 };
export const PUNCAK: Site = { dawn: 17, rise: 9.5, wetter: 0.1, stormHour: 13.5 };

/** Chance of an afternoon thunderstorm by month (January first): wet Nov–Apr, dry Jun–Sep. */
const STORM_CHANCE = [0.8, 0.8, 0.75, 0.7, 0.5, 0.3, 0.2, 0.15, 0.25, 0.45, 0.7, 0.8];

export interface Storm {
  start: number;
  /** How long it rains, ms. */
  lasts: number;
  /** 0.4 (a shower) to 1 (a downpour). */
  intensity: number;
}

export interface DayWeather {
  dayStart: number;
  /** Cloud cover, 0 clear to 1 overcast. */
  cloud: number;
  storm: Storm | null;
  /** The day's weather-system offset of the pressure, hPa. */
  pressure: number;
  /** Traffic at the morning and evening peaks (MQ-135 ppm above the background). */
  traffic: [number, number];
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const wibDate = (t: number) => new Date(t + WIB_OFFSET_MS);
const dayOfYear = (t: number) =>
  Math.floor((t + WIB_OFFSET_MS - Date.UTC(wibDate(t).getUTCFullYear(), 0, 1)) / DAY);

/**
 * A day's weather at a site. Both sites draw the same numbers for a day, so a wet day in Depok
 * is mostly a wet day in Puncak too; the hills only rain more often and earlier.
 */
export function dayWeather(seed: number, dayStart: number, site: Site): DayWeather {
  const rng = keyedRandom(seed, 1, Math.round(dayStart / DAY));
  const date = wibDate(dayStart);
  const chance = STORM_CHANCE[date.getUTCMonth()]! + site.wetter;
  const [wet, sky, when, long, strong, system] = [1, 2, 3, 4, 5, 6].map(() => rng.next());
  const storm =
    wet! < chance
      ? {
          start: dayStart + clamp(site.stormHour + (when! - 0.5) * 4, 12, 18) * HOUR,
          lasts: (0.75 + long! * 2.25) * HOUR,
          intensity: 0.4 + strong! * 0.6,
        }
      : null;
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 0.55 : 1;
  const dry = storm ? 1 : 1.15;
  return {
    dayStart,
    cloud: storm ? 0.55 + sky! * 0.35 : 0.05 + sky! * 0.6 * chance,
    storm,
    pressure: (system! - 0.5) * 1.6,
    traffic: [rng.normal(150, 35) * weekend * dry, rng.normal(125, 30) * weekend * dry],
  };
}

/** How strongly a storm is felt: at once when it breaks, fading over about three hours. */
export function stormEffect(storm: Storm | null, t: number): number {
  if (!storm || t < storm.start) return 0;
  const onset = 0.4 * HOUR;
  return (
    Math.min(1, (t - storm.start) / onset) *
    Math.exp(-Math.max(0, t - storm.start - onset) / (3 * HOUR))
  );
}

/** Rain falling at `t`, 0 (dry) to 1 (a downpour). */
export const rainAt = (storm: Storm | null, t: number) =>
  storm && t >= storm.start && t < storm.start + storm.lasts ? storm.intensity : 0;

export { clamp, dayOfYear, DAY, HOUR, wibMidnight };
