export { default as posRoutes } from './pos.routes';
export { dailySold, depotsWithSales, salesTotal, soldBetween } from './pos.service';
