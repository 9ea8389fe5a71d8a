export { default as adminRoutes } from './admin.routes';
export { requestRegistration } from './registration.service';
export { insertDepot } from './registration.repository';
export { recordAudit, type Actor, type AuditEntry } from './audit';
