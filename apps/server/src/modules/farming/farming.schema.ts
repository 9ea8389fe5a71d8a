import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ACTUATOR_COMMANDS, COMMAND_RESULTS } from '@depot/contract';
import { bigserialId, createdAt, inList } from '../../db/columns';
import { accountRef, accounts } from '../auth/auth.schema';
import { sensors } from '../../ingest/ingest.schema';
import { deviceRef } from '../iot/iot.schema';

/**
 * A farm switch (pump, mister). Its identity and key are its `sensors` row (kind `actuator`);
 * `status` is the state the device last reported, never the one last asked for.
 */
export const smartIotActuators = pgTable(
  'smart_iot_actuators',
  {
    actuatorId: text('actuator_id')
      .primaryKey()
      .references(() => sensors.sensorId, { onDelete: 'cascade' }),
    deviceId: deviceRef(),
    accountId: accountRef(),
    name: text('name').notNull(),
    status: boolean('status').notNull().default(false),
    statusAt: timestamp('status_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('smart_iot_actuators_device_id_idx').on(t.deviceId),
    index('smart_iot_actuators_account_id_idx').on(t.accountId),
  ],
);

/** Every command sent to an actuator, who sent it, and how the device answered. */
export const smartIotCommands = pgTable(
  'smart_iot_commands',
  {
    id: bigserialId(),
    actuatorId: text('actuator_id')
      .notNull()
      .references(() => smartIotActuators.actuatorId, { onDelete: 'cascade' }),
    accountId: accountRef(),
    command: text('command', { enum: ACTUATOR_COMMANDS }).notNull(),
    requestedBy: integer('requested_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The sender's username when it was sent: kept after their account is removed. */
    requestedByName: text('requested_by_name'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    result: text('result', { enum: COMMAND_RESULTS }).notNull().default('pending'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The device's error text, or a late answer's state. */
    detail: text('detail'),
  },
  (t) => [
    index('smart_iot_commands_actuator_idx').on(t.actuatorId, t.requestedAt),
    index('smart_iot_commands_requested_id_idx').on(t.requestedAt, t.id),
    // At most one command waits for its confirmation per actuator.
    uniqueIndex('smart_iot_commands_one_pending')
      .on(t.actuatorId)
      .where(sql`${t.result} = 'pending'`),
    check('smart_iot_commands_command_valid', sql`${t.command} in (${inList(ACTUATOR_COMMANDS)})`),
    check('smart_iot_commands_result_valid', sql`${t.result} in (${inList(COMMAND_RESULTS)})`),
  ],
);
