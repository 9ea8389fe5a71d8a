export * from './model';
export * from './random';
export { runLiveDepot, type LiveDepotOptions } from './live';
