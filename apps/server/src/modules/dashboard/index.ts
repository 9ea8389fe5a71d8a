export { default as notificationRoutes } from './notifications.routes';
export { default as reportRoutes } from './reports.routes';
export { gallonsPerDay } from './reports.service';
export {
  activeAlerts,
  clearAlert,
  notify,
  raiseAlert,
  type AlertKey,
} from './notifications.service';
