import { COMMAND_LOG_SHOWN, type ActuatorCommand } from '@depot/contract';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  smartIotActuators,
  smartIotCommands,
  smartIotDevices,
  smartIotSensors,
} from '../../db/schema';

const isFarm = eq(smartIotDevices.deviceType, 'smart_farming');

/** The sensors of a depot's smart farming devices, with their latest values (kept at ingest). */
export function farmSensors(db: Db, accountId: number) {
  return db
    .select({
      sensorId: smartIotSensors.sensorId,
      name: smartIotSensors.sensorName,
      type: smartIotSensors.sensorType,
      minValue: smartIotSensors.minValue,
      maxValue: smartIotSensors.maxValue,
      value: smartIotSensors.latestValue,
      at: smartIotSensors.latestAt,
    })
    .from(smartIotSensors)
    .innerJoin(smartIotDevices, eq(smartIotDevices.id, smartIotSensors.deviceId))
    .where(and(eq(smartIotSensors.accountId, accountId), isFarm))
    .orderBy(asc(smartIotDevices.id), asc(smartIotSensors.sensorId));
}

export function farmActuators(db: Db, accountId: number) {
  return db
    .select({
      id: smartIotActuators.actuatorId,
      name: smartIotActuators.name,
      status: smartIotActuators.status,
      statusAt: smartIotActuators.statusAt,
    })
    .from(smartIotActuators)
    .innerJoin(smartIotDevices, eq(smartIotDevices.id, smartIotActuators.deviceId))
    .where(and(eq(smartIotActuators.accountId, accountId), isFarm))
    .orderBy(asc(smartIotDevices.id), asc(smartIotActuators.actuatorId));
}

const commandColumns = {
  id: smartIotCommands.id,
  actuatorId: smartIotCommands.actuatorId,
  actuatorName: smartIotActuators.name,
  command: smartIotCommands.command,
  result: smartIotCommands.result,
  requestedAt: smartIotCommands.requestedAt,
  resolvedAt: smartIotCommands.resolvedAt,
  detail: smartIotCommands.detail,
  requestedBy: smartIotCommands.requestedByName,
};
export type CommandRow = Awaited<ReturnType<typeof newestCommands>>[number];

/** A depot's newest commands, newest first: the dashboard's log. */
export function newestCommands(db: Db, accountId: number) {
  return db
    .select(commandColumns)
    .from(smartIotCommands)
    .innerJoin(smartIotActuators, eq(smartIotActuators.actuatorId, smartIotCommands.actuatorId))
    .where(eq(smartIotCommands.accountId, accountId))
    .orderBy(desc(smartIotCommands.requestedAt), desc(smartIotCommands.id))
    .limit(COMMAND_LOG_SHOWN);
}

/** Each of these actuators' newest command (pending or resolved). */
export function lastCommands(db: Db, actuatorIds: string[]) {
  if (!actuatorIds.length) return Promise.resolve([]);
  return db
    .selectDistinctOn([smartIotCommands.actuatorId], commandColumns)
    .from(smartIotCommands)
    .innerJoin(smartIotActuators, eq(smartIotActuators.actuatorId, smartIotCommands.actuatorId))
    .where(inArray(smartIotCommands.actuatorId, actuatorIds))
    .orderBy(
      asc(smartIotCommands.actuatorId),
      desc(smartIotCommands.requestedAt),
      desc(smartIotCommands.id),
    );
}

export function findActuator(db: Db, id: string) {
  return (
    db
      .select({
        id: smartIotActuators.actuatorId,
        name: smartIotActuators.name,
        accountId: smartIotActuators.accountId,
      })
      .from(smartIotActuators)
      // Only a farm's actuators are on the farm dashboard, so only they take commands.
      .innerJoin(smartIotDevices, eq(smartIotDevices.id, smartIotActuators.deviceId))
      .where(and(eq(smartIotActuators.actuatorId, id), isFarm))
      .then((rows) => rows[0])
  );
}

export function insertCommand(
  db: Db,
  command: {
    actuatorId: string;
    accountId: number;
    command: ActuatorCommand;
    requestedBy: number;
    requestedByName: string;
  },
) {
  return db
    .insert(smartIotCommands)
    .values(command)
    .returning({ id: smartIotCommands.id, requestedAt: smartIotCommands.requestedAt })
    .then((rows) => rows[0]!);
}

export function failCommand(db: Db, id: number, detail: string, now: Date) {
  return db
    .update(smartIotCommands)
    .set({ result: 'failed', detail, resolvedAt: now })
    .where(and(eq(smartIotCommands.id, id), eq(smartIotCommands.result, 'pending')));
}

/**
 * Times out every command still pending that was sent before `before` (of one depot, or of all);
 * what the periodic job and every read do, so the screen is right even when the job lags.
 */
export function expireCommands(
  db: Db,
  timeoutMs: number,
  where?: { accountId?: number; actuatorId?: string },
) {
  // The database's clock on both sides: `requested_at` is its `now()` too.
  return db
    .update(smartIotCommands)
    .set({ result: 'timeout', resolvedAt: sql`now()` })
    .where(
      and(
        eq(smartIotCommands.result, 'pending'),
        lt(
          smartIotCommands.requestedAt,
          sql`now() - make_interval(secs => ${timeoutMs / 1000}::double precision)`,
        ),
        where?.accountId === undefined
          ? undefined
          : eq(smartIotCommands.accountId, where.accountId),
        where?.actuatorId === undefined
          ? undefined
          : eq(smartIotCommands.actuatorId, where.actuatorId),
      ),
    )
    .returning({ id: smartIotCommands.id });
}

/** A new actuator of a farm device (its `sensors` row, holding the key, is added by iot first). */
export async function addActuator(
  db: Db,
  actuator: { actuatorId: string; deviceId: number; accountId: number; name: string },
) {
  await db.insert(smartIotActuators).values(actuator);
}
