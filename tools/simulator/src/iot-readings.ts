import { stationReadings, type Climate, type Conditions } from './climate';
import { advanceSoil, farmReadings, type SoilState } from './farm';

/** Which sensor reads what: the weather station's five and the farm's air and soil blocks. */
export interface IotSensorIds {
  station: Record<keyof Conditions, string>;
  farm: { temperature: string; soil: string[] };
}

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
