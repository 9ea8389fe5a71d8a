import type { Random } from './random';

/** Depot opening hours in WIB (UTC+7, no daylight saving). */
export const OPEN_HOUR = 6;
export const CLOSE_HOUR = 21;
const WIB_OFFSET_MS = 7 * 3600_000;
const HOUR = 3600_000;

export type Tap = 'A' | 'B' | 'C';

export type DepotEvent =
  | { type: 'gallon'; ts: number; tap: Tap; volumeL: number }
  | { type: 'level'; ts: number; volume: number }
  | {
      type: 'quality';
      ts: number;
      temperature: number;
      ph: number;
      tds: number;
      salinity: number;
      turbidity: number;
    };

export interface TankState {
  capacity: number;
  volume: number;
  /** Litres per minute while the reservoir is being refilled, 0 otherwise. */
  refillRate: number;
}

export interface DayOptions {
  /** Midnight WIB of the day, as epoch ms. */
  dayStart: number;
  /** Simulate only from this moment of the day on (a live run starting mid-day). */
  from?: number;
  levelEveryMs: number;
  qualityEveryMs: number;
  /** A turbidity spike this day (a fault worth an alert), as [start, end] epoch ms. */
  turbiditySpike?: [number, number];
}

const round = (v: number, digits: number) => Number(v.toFixed(digits));

/** Midnight WIB of the day containing `at`. */
export function wibMidnight(at: number): number {
  return Math.floor((at + WIB_OFFSET_MS) / 86_400_000) * 86_400_000 - WIB_OFFSET_MS;
}

/** Gallons sold in a day: 100–300, more at weekends and towards the dry season. */
export function gallonsForDay(dayStart: number, rng: Random): number {
  const date = new Date(dayStart + WIB_OFFSET_MS);
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.2 : 1;
  const season = 1 + 0.15 * Math.sin(((date.getUTCMonth() - 3) / 12) * 2 * Math.PI);
  return Math.round(Math.min(300, Math.max(100, rng.normal(185, 35) * weekend * season)));
}

/** A sale time in the opening hours, with a morning peak around 07:30 and an evening one at 17:30. */
function saleTime(dayStart: number, rng: Random): number {
  for (;;) {
    const r = rng.next();
    const hour =
      r < 0.35
        ? rng.normal(7.5, 1)
        : r < 0.75
          ? rng.normal(17.5, 1.4)
          : OPEN_HOUR + rng.next() * 15;
    if (hour >= OPEN_HOUR && hour < CLOSE_HOUR) return dayStart + hour * HOUR;
  }
}

function tapFor(rng: Random): Tap {
  const r = rng.next();
  return r < 0.45 ? 'A' : r < 0.8 ? 'B' : 'C';
}

/**
 * One day of a depot, in time order: gallons filled at the taps, tank readings (drawn down by
 * every gallon, refilled from the supply when under a quarter) and water-quality readings.
 * `tank` is carried over from day to day.
 */
export function simulateDay(options: DayOptions, tank: TankState, rng: Random): DepotEvent[] {
  const { dayStart, levelEveryMs, qualityEveryMs } = options;
  const from = options.from ?? dayStart;
  const sales = Array.from({ length: gallonsForDay(dayStart, rng) }, () => saleTime(dayStart, rng))
    .filter((ts) => ts >= from)
    .sort((a, b) => a - b)
    .map((ts): DepotEvent => ({
      type: 'gallon',
      ts,
      tap: tapFor(rng),
      volumeL: round(rng.normal(18.9, 0.25), 2),
    }));

  const events: DepotEvent[] = [];
  let next = 0;
  const step = Math.min(levelEveryMs, qualityEveryMs);
  const firstTick = dayStart + Math.floor((from - dayStart) / step) * step;
  let lastTick = firstTick;
  const advanceTank = (to: number) => {
    if (tank.refillRate > 0) {
      tank.volume = Math.min(
        tank.capacity * 0.95,
        tank.volume + (tank.refillRate * (to - lastTick)) / 60_000,
      );
      if (tank.volume >= tank.capacity * 0.95) tank.refillRate = 0;
    }
    lastTick = to;
  };
  for (let t = firstTick; t < dayStart + 86_400_000; t += step) {
    while (next < sales.length && sales[next]!.ts < t + step) {
      const sale = sales[next++] as Extract<DepotEvent, { type: 'gallon' }>;
      advanceTank(sale.ts);
      tank.volume = Math.max(0, tank.volume - sale.volumeL);
      if (tank.volume < tank.capacity * 0.25 && tank.refillRate === 0) tank.refillRate = 25;
      events.push(sale);
    }
    advanceTank(t + step);
    const ts = t + step - 1;
    if ((t - dayStart) % levelEveryMs === 0) {
      events.push({ type: 'level', ts, volume: round(tank.volume + rng.normal(0, 0.8), 1) });
    }
    if ((t - dayStart) % qualityEveryMs === 0) {
      const hour = ((ts - dayStart) / HOUR) % 24;
      const spike =
        options.turbiditySpike && ts >= options.turbiditySpike[0] && ts < options.turbiditySpike[1];
      events.push({
        type: 'quality',
        ts,
        temperature: round(
          27 + 1.5 * Math.sin(((hour - 9) / 24) * 2 * Math.PI) + rng.normal(0, 0.2),
          1,
        ),
        ph: round(rng.normal(7.1, 0.12), 2),
        tds: Math.round(rng.normal(62, 6)),
        salinity: round(Math.abs(rng.normal(0.05, 0.005)), 3),
        turbidity: spike ? round(4 + rng.next() * 2, 2) : round(Math.abs(rng.normal(0.6, 0.15)), 2),
      });
    }
  }
  return events;
}
