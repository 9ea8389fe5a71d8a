export { default as homeRoutes } from './home.routes';
export { default as reportRoutes } from './reports.routes';
export { gallonsPerDay, todaysUsage } from './reports.service';
