import {
  actuatorCommandTopic,
  messages,
  SENSOR_TYPE_INFO,
  type ActuatorCommand,
  type ActuatorCommandMessage,
  type SfCommand,
  type SfDashboard,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError, isUniqueViolation } from '../../lib/http-error';
import type { SessionAccount } from '../auth';
import { canAccessDepot, canAccessDepotId, depotId } from '../depots';
import * as repo from './farming.repository';

/** How the module reaches the devices: the app's MQTT ingress, absent when no broker runs. */
export interface CommandSender {
  publish(topic: string, payload: string, deadline: Date): Promise<void>;
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('publish timed out')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const commandOf = (c: repo.CommandRow): SfCommand => ({
  id: c.id,
  command: c.command,
  result: c.result,
  requested_at: c.requestedAt.toISOString(),
  resolved_at: iso(c.resolvedAt),
  detail: c.detail,
  requested_by: c.requestedBy,
});

/**
 * Whose farm the caller asks for: their own depot's, or (a super admin only) the depot a
 * `username` names, 404 when there is none.
 */
async function farmAccount(db: Db, caller: SessionAccount, username: string | undefined) {
  if (username !== undefined && !caller.isSuperAdmin && !canAccessDepot(caller, username)) {
    throw new HttpError(403, messages.farming.usernameAdminOnly);
  }
  const name = username ?? caller.depotUsername;
  // A super admin without a depot of their own has no farm: an empty dashboard, not a 404.
  if (username === undefined && caller.isSuperAdmin) return { accountId: -1, user: name };
  return { accountId: await depotId(db, name), user: name };
}

export async function dashboard(
  db: Db,
  caller: SessionAccount,
  username: string | undefined,
  timeoutMs: number,
): Promise<SfDashboard> {
  const { accountId, user } = await farmAccount(db, caller, username);
  await repo.expireCommands(db, timeoutMs, { accountId });
  // One snapshot: a status and the command it settled are committed together, so they are read
  // together too (never a confirmed command beside the old status).
  const { sensors, actuators, log, lastCommands } = await db.transaction(
    async (tx) => {
      const actuators = await repo.farmActuators(tx, accountId);
      return {
        actuators,
        sensors: await repo.farmSensors(tx, accountId),
        log: await repo.newestCommands(tx, accountId),
        lastCommands: await repo.lastCommands(
          tx,
          actuators.map((a) => a.id),
        ),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const last = new Map(lastCommands.map((c) => [c.actuatorId, c]));
  return {
    data: {
      current_sensors: sensors.map((s) => ({
        name: s.name,
        value: s.value,
        unit: SENSOR_TYPE_INFO[s.type].unit,
        timestamp: iso(s.at),
        sensor_id: s.sensorId,
        sensor_type: s.type,
        min_value: s.minValue,
        max_value: s.maxValue,
      })),
      actuator_status: actuators.map((a) => {
        const c = last.get(a.id);
        return {
          id: a.id,
          name: a.name,
          status: a.status,
          status_at: iso(a.statusAt),
          last_command: c ? commandOf(c) : null,
        };
      }),
      user,
      commands: log.map((c) => ({
        ...commandOf(c),
        actuator_id: c.actuatorId,
        actuator_name: c.actuatorName,
      })),
    },
  };
}

/**
 * Logs a command as pending and sends it to the device. The shown status changes only when the
 * device reports its state (farming.writer.ts); a command nobody could send is failed at once.
 */
export async function sendCommand(
  db: Db,
  sender: CommandSender | undefined,
  caller: SessionAccount,
  actuatorId: string,
  command: ActuatorCommand,
  timeoutMs: number,
) {
  const actuator = await repo.findActuator(db, actuatorId);
  // Another depot's actuator answers like a missing one: a different answer would confirm an id.
  if (!actuator || !(await canAccessDepotId(db, caller, actuator.accountId))) {
    throw new HttpError(404, messages.farming.actuatorNotFound);
  }
  // A command past its time no longer blocks the next one, whether or not the job ran yet.
  await repo.expireCommands(db, timeoutMs, { actuatorId });
  let row: { id: number; requestedAt: Date };
  try {
    row = await repo.insertCommand(db, {
      actuatorId,
      accountId: actuator.accountId,
      command,
      requestedBy: caller.id,
      requestedByName: caller.username,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, messages.farming.busy(actuator.name));
    throw error;
  }
  const message: ActuatorCommandMessage = {
    command,
    command_id: row.id,
    ts: row.requestedAt.toISOString(),
  };
  try {
    if (!sender) throw new Error('no MQTT broker');
    // A broker that does not take the command soon (a connection being re-established) would
    // deliver it after the command timed out: give up first and say so.
    // Past its deadline the command is timed out here; the broker must not deliver it then.
    const deadline = new Date(row.requestedAt.getTime() + timeoutMs);
    await withDeadline(
      sender.publish(actuatorCommandTopic(actuatorId), JSON.stringify(message), deadline),
      timeoutMs / 2,
    );
  } catch {
    await repo.failCommand(db, row.id, messages.farming.notPublished, new Date());
    throw new HttpError(503, messages.farming.brokerDown);
  }
  return {
    message: messages.farming.sent(command, actuator.name),
    command: {
      id: row.id,
      command,
      result: 'pending' as const,
      requested_at: message.ts,
      resolved_at: null,
      detail: null,
      requested_by: caller.username,
    },
  };
}
