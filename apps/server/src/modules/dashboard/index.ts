export { default as reportRoutes } from './reports.routes';
export { jakartaToday } from './jakarta-calendar';
export { gallonsPerDay, todaysUsage } from './reports.service';
export { monthlyWaterBalance, type MonthWaterBalance } from './water-balance';
