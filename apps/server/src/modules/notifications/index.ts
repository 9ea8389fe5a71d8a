/** The notification bell: the one writer of `notifications`, and its routes. */
export { default as notificationRoutes } from './notifications.routes';
export { notify, notifyAll, type NewNotification } from './notifications.service';
