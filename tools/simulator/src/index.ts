export * from './model';
export * from './random';
export { runLiveDepot, type LiveDepotOptions } from './live';
export * from './motorbike';
export { DELIVERY_AREA, DEPOT_LOCATION, STREETS, type Street } from './streets';
export type { LatLon } from './geo';
export { runLiveBikes, type LiveBike, type LiveBikesOptions } from './live-bikes';
export { runFarmDevice, type FarmDevice, type FarmDeviceOptions } from './farm-device';
