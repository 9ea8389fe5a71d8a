import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bigserialId } from '../../db/columns';
import { accounts } from '../auth/auth.schema';

/**
 * Every change a super admin makes (table edits, account changes, WebGIS edits, registration
 * decisions): who, when, what, and the row before and after, with secrets left out.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserialId(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The actor's username at the time, kept when the account is renamed or deleted. */
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    targetTable: text('target_table').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetTable, t.targetId),
  ],
);
