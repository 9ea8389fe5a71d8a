/**
 * Every table, for Drizzle (db/client.ts) and drizzle-kit: each is declared beside the module that
 * owns and alone writes it (DESIGN §3).
 */
export * from '../modules/auth/auth.schema';
export * from '../modules/depots/depots.schema';
export * from '../ingest/ingest.schema';
export * from '../modules/notifications/notifications.schema';
export * from '../jobs/jobs.schema';
export * from '../modules/pos/pos.schema';
export * from '../modules/webgis/webgis.schema';
export * from '../modules/testimonials/testimonials.schema';
export * from '../modules/tracker/tracker.schema';
export * from '../modules/audit/audit.schema';
export * from '../modules/pdam/pdam.schema';
export * from '../modules/cctv/cctv.schema';
export * from '../modules/iot/iot.schema';
export * from '../modules/farming/farming.schema';
export * from '../modules/attendance/attendance.schema';
export * from '../modules/reconciliation/reconciliation.schema';
export * from '../modules/customers/customers.schema';
export * from '../modules/cash-close/cash-close.schema';
