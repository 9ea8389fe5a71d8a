import { keyedRandom } from './random';
import {
  clamp,
  DAY,
  dayOfYear,
  dayWeather,
  DEPOK,
  HOUR,
  stormEffect,
  wibMidnight,
  type DayWeather,
  type Site,
} from './weather';

/** What a sensor would read at a moment, before its own noise. */
export interface Conditions {
  /** °C */
  temperature: number;
  /** % relative humidity */
  humidity: number;
  /** hPa, reduced to sea level */
  pressure: number;
  /** lux */
  light: number;
  /** MQ-135 reading, ppm */
  gas: number;
}

const LATITUDE = -6.4;
/** Sunrise and sunset (WIB) hardly move this close to the equator. */
const SUNRISE = 5.75;
const SUNSET = 17.9;

const wave = (t: number, peakDay: number, period = 365) =>
  Math.cos((2 * Math.PI * (dayOfYear(t) - peakDay)) / period);
const bell = (x: number, mean: number, sd: number) => Math.exp(-(((x - mean) / sd) ** 2) / 2);

/**
 * The weather of a seed: any moment at any site is a function of time alone (each day's weather
 * drawn from the seed), so a history and a live run that starts later read the same sky.
 */
export function createClimate(seed: number) {
  const sites = new Map<Site, Map<number, DayWeather>>();
  const day = (dayStart: number, site: Site) => {
    let days = sites.get(site);
    if (!days) sites.set(site, (days = new Map()));
    let weather = days.get(dayStart);
    if (!weather) days.set(dayStart, (weather = dayWeather(seed, dayStart, site)));
    return weather;
  };
  // Warmer at the end of the dry season, a little cooler under the rains; cloudy nights stay warm.
  const low = (w: DayWeather, site: Site) =>
    site.dawn + 0.6 * wave(w.dayStart, 270) + 0.8 * w.cloud;
  const peak = (w: DayWeather, site: Site) => low(w, site) + site.rise * (1 - 0.45 * w.cloud);
  /** From one afternoon's peak down to the next dawn: fast in the evening, slowly after. */
  const cooling = (w: DayWeather, next: DayWeather, site: Site, hour: number) => {
    const left = 1 - (1 - Math.exp((-2.5 * (hour - 14)) / 16)) / (1 - Math.exp(-2.5));
    return low(next, site) + (peak(w, site) - low(next, site)) * left;
  };

  function at(t: number, site: Site): Conditions {
    const dayStart = wibMidnight(t);
    const hour = (t - dayStart) / HOUR;
    const today = day(dayStart, site);
    const yesterday = day(dayStart - DAY, site);
    let temperature: number;
    if (hour < 6) temperature = cooling(yesterday, today, site, hour + 24);
    else if (hour < 14) {
      const rising = (1 - Math.cos((Math.PI * (hour - 6)) / 8)) / 2;
      temperature = low(today, site) + (peak(today, site) - low(today, site)) * rising;
    } else temperature = cooling(today, day(dayStart + DAY, site), site, hour);
    const storms = [yesterday.storm, today.storm];
    const storm = storms.reduce((sum, s) => sum + stormEffect(s, t), 0);
    temperature -= storms.reduce(
      (sum, s) => sum + (3 + 2 * (s?.intensity ?? 0)) * stormEffect(s, t),
      0,
    );

    // The night's sky turns into the new day's by dawn, so that midnight shows no step.
    const cloud =
      hour < 6 ? yesterday.cloud + ((today.cloud - yesterday.cloud) * hour) / 6 : today.cloud;
    const humidity = clamp(93 - 3.6 * (temperature - site.dawn) + 4 * cloud + 10 * storm, 45, 95);

    // Sea-level pressure: the dry season's higher mean, the weather system drifting from day to
    // day, the tropics' twice-daily tide (highs near 10:00 and 22:00) and a dip as a storm passes.
    const system =
      today.pressure + (day(dayStart + DAY, site).pressure - today.pressure) * (hour / 24);
    const tide =
      1.2 * Math.cos((2 * Math.PI * (hour - 10)) / 12) +
      0.35 * Math.cos((2 * Math.PI * (hour - 10)) / 24);
    const dip = today.storm
      ? (1 + 1.5 * today.storm.intensity) * bell(t, today.storm.start, 1.5 * HOUR)
      : 0;
    const pressure = 1010 + 0.7 * wave(t, 200) + system + tide - dip;

    const declination = 23.44 * Math.sin((2 * Math.PI * (dayOfYear(t) - 81)) / 365);
    const noon = Math.sin(((90 - Math.abs(LATITUDE - declination)) * Math.PI) / 180);
    const sun =
      hour > SUNRISE && hour < SUNSET
        ? Math.sin((Math.PI * (hour - SUNRISE)) / (SUNSET - SUNRISE)) ** 1.2
        : 0;
    const light = 100_000 * noon * sun * (1 - 0.75 * today.cloud) * (1 - 0.9 * Math.min(1, storm));

    // Exhaust from Margonda's traffic peaks, washed out by rain, held low by calm nights.
    const [morning, evening] = today.traffic;
    const traffic =
      morning * bell(hour, 7.3, 0.9) + evening * bell(hour, 18, 1.2) + 20 * bell(hour, 12, 3);
    const calm = 15 * (bell(hour, 2, 2.5) + bell(hour, 26, 2.5));
    const gas = (80 + traffic + calm) * (1 - 0.35 * Math.min(1, storm));

    return { temperature, humidity, pressure, light, gas };
  }

  return { seed, day, at };
}

export type Climate = ReturnType<typeof createClimate>;

const round1 = (v: number) => Math.round(v * 10) / 10;

/** The weather station's five readings at `t`, each with its sensor's noise, in display precision. */
export function stationReadings(climate: Climate, t: number): Conditions {
  const c = climate.at(t, DEPOK);
  const rng = keyedRandom(climate.seed, 2, Math.floor(t / 60_000));
  const cloud = climate.day(wibMidnight(t), DEPOK).cloud;
  return {
    temperature: round1(c.temperature + rng.normal(0, 0.15)),
    // A DHT11 tops out below saturation.
    humidity: round1(clamp(c.humidity + rng.normal(0, 0.8), 0, 97)),
    pressure: round1(c.pressure + rng.normal(0, 0.1)),
    // Passing clouds make the light flicker, more so under a broken sky.
    light: round1(c.light * (1 - cloud * 0.4 * rng.next())),
    gas: round1(Math.max(0, c.gas * (1 + rng.normal(0, 0.04)))),
  };
}
