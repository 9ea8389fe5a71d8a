export { default as notificationRoutes } from './notifications.routes';
export { default as reportRoutes } from './reports.routes';
export { gallonsPerDay } from './reports.service';
