export * from './model';
export * from './random';
export { runLiveDepot, type LiveDepotOptions } from './live';
export * from './motorbike';
export { DELIVERY_AREA, DEPOT_LOCATION, STREETS, type Street } from './streets';
export type { LatLon } from './geo';
export { runLiveBikes, type LiveBike, type LiveBikesOptions } from './live-bikes';
export { createClimate, stationReadings, type Climate, type Conditions } from './climate';
export { advanceSoil, farmReadings, FARM_BLOCKS, initialSoil, type SoilState } from './farm';
export { dayWeather, DEPOK, PUNCAK, type DayWeather, type Site } from './weather';
export {
  demoIotSensorIds,
  IOT_SEED,
  iotReadingsAt,
  type IotReading,
  type IotSensorIds,
} from './iot-readings';
export { runLiveIot, type LiveIotOptions } from './live-iot';
export { runFarmDevice, type FarmDevice, type FarmDeviceOptions } from './farm-device';
