/** Taps against till (rekonsiliasi): per WIB day, shift and person, and the closed-day notice. */
export { default as reconciliationRoutes } from './reconciliation.routes';
export { closeYesterday, GAP_NOTIFICATION_KIND } from './reconciliation.service';
