/** The PDAM bill estimator: tariffs as data, the month's water from the sensors, the bill. */
export { default as pdamRoutes } from './pdam.routes';
export { ensurePdamTariffs } from './seed-tariffs';
