import { plainText, SENSOR_ID_PATTERN, usernameField } from './common';
import { SMART_IOT_SENSOR_TYPES } from './iot';
import { messages } from './messages';
import { finiteNumber, readingMeta } from './telemetry';
import { z } from './zod';

export const ACTUATOR_COMMANDS = ['TURN_ON', 'TURN_OFF'] as const;
export type ActuatorCommand = (typeof ACTUATOR_COMMANDS)[number];
/** A command the device has not confirmed within this time is failed as timed out. */
export const ACTUATOR_CONFIRM_TIMEOUT_MS = 10_000;
export const COMMAND_RESULTS = ['pending', 'confirmed', 'failed', 'timeout'] as const;
export type CommandResult = (typeof COMMAND_RESULTS)[number];

/** The state a command asks for: TURN_ON → on. */
export const commandTurnsOn = (command: ActuatorCommand) => command === 'TURN_ON';
export const actuatorStateLabel = (on: boolean) =>
  on ? messages.farming.on : messages.farming.off;

/** Where the server sends an actuator its commands, and where the device reports its state. */
export const actuatorCommandTopic = (id: string) => `actuators/${id}/command`;
export const actuatorStateTopic = (id: string) => `actuators/${id}/state`;

/** What the server publishes on `actuators/{id}/command`. */
export interface ActuatorCommandMessage {
  command: ActuatorCommand;
  command_id: number;
  ts: string;
}

/**
 * What an actuator publishes on `actuators/{id}/state` (or POSTs to `/api/ingest/{id}`): its
 * state now, with the `command_id` it answers when it answers one, and an `error` when it could
 * not carry the command out.
 */
export const actuatorStatePayload = z.object({
  state: z.enum(['ON', 'OFF']),
  command_id: finiteNumber().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  error: plainText(200).optional(),
  ...readingMeta,
});
export type ActuatorStatePayload = z.infer<typeof actuatorStatePayload>;

// GET /api/sf/dashboard[?username=]
export const sfDashboardQuery = z.strictObject({ username: usernameField.optional() });

export const sfSensor = z.object({
  name: z.string(),
  value: z.number().nullable(),
  unit: z.string(),
  timestamp: z.string().nullable(),
  /** Not in the spec: for the format (decimals) and the min–max box. */
  sensor_id: z.string(),
  sensor_type: z.enum(SMART_IOT_SENSOR_TYPES),
  min_value: z.number().nullable(),
  max_value: z.number().nullable(),
});
export type SfSensor = z.infer<typeof sfSensor>;

export const sfCommand = z.object({
  id: z.number(),
  command: z.enum(ACTUATOR_COMMANDS),
  result: z.enum(COMMAND_RESULTS),
  requested_at: z.string(),
  resolved_at: z.string().nullable(),
  /** The device's error text, when it reported one. */
  detail: z.string().nullable(),
  requested_by: z.string().nullable(),
});
export type SfCommand = z.infer<typeof sfCommand>;

export const sfActuator = z.object({
  id: z.string(),
  name: z.string(),
  /** The state the device last confirmed. */
  status: z.boolean(),
  /** Not in the spec: when the device last reported its state. */
  status_at: z.string().nullable(),
  /** Not in the spec: the newest command, pending or resolved. */
  last_command: sfCommand.nullable(),
});
export type SfActuator = z.infer<typeof sfActuator>;

/** A line of the command log: who sent what to which actuator, and how it ended. */
export const sfLogEntry = sfCommand.extend({ actuator_id: z.string(), actuator_name: z.string() });
export type SfLogEntry = z.infer<typeof sfLogEntry>;
/** How many of the newest commands the dashboard's log shows. */
export const COMMAND_LOG_SHOWN = 20;

export const sfDashboard = z.object({
  data: z.object({
    current_sensors: z.array(sfSensor),
    actuator_status: z.array(sfActuator),
    user: z.string(),
    /** Not in the spec: the newest commands of the farm, newest first (who, when, result). */
    commands: z.array(sfLogEntry),
  }),
});
export type SfDashboard = z.infer<typeof sfDashboard>;

// POST /api/sf/actuators/{id}/command
export const actuatorParams = z.strictObject({
  id: z.string().regex(SENSOR_ID_PATTERN, messages.ingest.sensorIdFormat),
});
export const actuatorCommandBody = z.strictObject({ command: z.enum(ACTUATOR_COMMANDS) });
export const actuatorCommandReply = z.object({ message: z.string(), command: sfCommand });
export type ActuatorCommandReply = z.infer<typeof actuatorCommandReply>;
