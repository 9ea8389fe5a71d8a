export { default as posRoutes } from './pos.routes';
export { dailySold, depotsWithSales, salesTotal, soldBetween, tillToday } from './pos.service';
