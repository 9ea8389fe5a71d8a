import { stationReadings, type Climate, type Conditions } from './climate';
import { advanceSoil, farmReadings, type SoilState } from './farm';

/** Which sensor reads what: the weather station's five and the farm's air and soil blocks. */
export interface IotSensorIds {
  station: Record<keyof Conditions, string>;
  farm: { temperature: string; soil: string[] };
}

/** The weather's seed of the demo: its history and every live run read the same sky. */
export const IOT_SEED = 2026;

/** The demo's weather station and farm sensor ids for a depot (as the demo seeds them). */
export const demoIotSensorIds = (prefix: string): IotSensorIds => ({
  station: {
    temperature: `${prefix}-ws-temp`,
    humidity: `${prefix}-ws-humidity`,
    pressure: `${prefix}-ws-pressure`,
    light: `${prefix}-ws-light`,
    gas: `${prefix}-ws-gas`,
  },
  farm: {
    temperature: `${prefix}-farm-temp`,
    soil: [1, 2, 3].map((n) => `${prefix}-farm-soil-${n}`),
  },
});

export interface IotReading {
  sensorId: string;
  value: number;
}

/** Every sensor's reading at `t`, moving the soil on to `t` first (so calls go forward in time). */
export function iotReadingsAt(
  climate: Climate,
  soil: SoilState,
  t: number,
  ids: IotSensorIds,
): IotReading[] {
  const station = stationReadings(climate, t);
  const farm = farmReadings(climate, advanceSoil(climate, soil, t));
  return [
    ...(Object.keys(ids.station) as (keyof Conditions)[]).map((k) => ({
      sensorId: ids.station[k],
      value: station[k],
    })),
    { sensorId: ids.farm.temperature, value: farm.temperature },
    ...ids.farm.soil.map((sensorId, i) => ({ sensorId, value: farm.soil[i]! })),
  ];
}
