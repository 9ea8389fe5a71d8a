import type { MasterTableName } from '@depot/contract';

export const adminKeys = {
  accounts: ['admin', 'accounts'] as const,
  pendingRegistrations: ['admin', 'pending-registrations'] as const,
  testimonials: ['admin', 'testimonials'] as const,
  /** Every page of one master table. */
  table: (table: MasterTableName) => ['admin', 'tables', table] as const,
};
