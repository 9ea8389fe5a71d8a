export { default as posRoutes } from './pos.routes';
export { dailySold, depotsWithSales, salesTotal, soldBetween, tillToday } from './pos.service';
export { cashierNameOf } from './pos.repository';
export { loyaltyOf, saleSummaries } from './sale-summary';
