/** The audit log: the one writer of `audit_log`, called by every area a super admin changes. */
export { recordAudit, withoutSecrets, type Actor, type AuditEntry } from './audit.repository';
