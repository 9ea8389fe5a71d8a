import { actuatorStateLabel, messages } from '@depot/contract';
import type { RawQuery } from '../../db/client';
import { json } from '../../db/json-rows';

export interface ActuatorStateInput {
  sensorId: string;
  ts: Date;
  on: boolean;
  commandId: number | null;
  error: string | null;
}

type Pending = {
  id: string;
  actuator_id: string;
  command: 'TURN_ON' | 'TURN_OFF';
  requested_at: Date | string;
};
export type Resolution = { id: number; result: 'confirmed' | 'failed'; detail: string | null };

/**
 * How a batch's state reports settle the pending commands: a report naming the command settles
 * it (failed when it carries an error or the wrong state); a report naming none, made after the
 * command was sent, confirms it when it shows the state asked for, and leaves it waiting
 * otherwise (a periodic report sent before the device acted).
 */
export function resolveCommands(pending: Pending[], reports: ActuatorStateInput[]): Resolution[] {
  const resolved: Resolution[] = [];
  for (const c of pending) {
    const wanted = c.command === 'TURN_ON';
    const mine = reports.filter((r) => r.sensorId === c.actuator_id);
    const answer = mine.find((r) => r.commandId === Number(c.id));
    if (answer) {
      const ok = answer.error === null && answer.on === wanted;
      resolved.push({
        id: Number(c.id),
        result: ok ? 'confirmed' : 'failed',
        detail: ok ? null : (answer.error ?? (answer.on ? 'ON' : 'OFF')),
      });
    } else if (
      mine.some(
        (r) =>
          r.commandId === null &&
          r.error === null &&
          r.on === wanted &&
          r.ts.getTime() >= new Date(c.requested_at).getTime(),
      )
    ) {
      resolved.push({ id: Number(c.id), result: 'confirmed', detail: null });
    }
  }
  return resolved;
}

/**
 * Stores actuators' reported states: the status shown is the newest report's (the device's word,
 * never the command's), and reports settle the commands waiting for them.
 */
export async function writeActuatorStates(
  query: RawQuery,
  reports: ActuatorStateInput[],
  now: Date,
) {
  if (!reports.length) return;
  const rows = json(reports.map((r) => ({ actuator_id: r.sensorId, ts: r.ts, is_on: r.on })));
  await query(
    `with newest as (
       select distinct on (actuator_id) actuator_id, ts, is_on
       from jsonb_to_recordset($1::jsonb) as r(actuator_id text, ts timestamptz, is_on boolean)
       order by actuator_id, ts desc),
     locked as (
       select actuator_id from smart_iot_actuators
       where actuator_id in (select actuator_id from newest) order by actuator_id for no key update)
     update smart_iot_actuators a set status = n.is_on, status_at = n.ts
     from newest n join locked l using (actuator_id)
     where a.actuator_id = n.actuator_id and (a.status_at is null or a.status_at <= n.ts)`,
    [rows],
  );
  const pending = await query<Pending>(
    `select id, actuator_id, command, requested_at from smart_iot_commands
     where result = 'pending' and actuator_id in (select jsonb_array_elements_text($1::jsonb))
     order by id for no key update`,
    [json([...new Set(reports.map((r) => r.sensorId))])],
  );
  await noteLateAnswers(query, reports);
  const resolved = resolveCommands(pending, reports);
  if (!resolved.length) return;
  await query(
    `update smart_iot_commands c set result = r.result, detail = r.detail, resolved_at = $2
     from jsonb_to_recordset($1::jsonb) as r(id bigint, result text, detail text)
     where c.id = r.id and c.result = 'pending'`,
    [json(resolved), now],
  );
}

/**
 * A device that answers a command after it timed out still sets the status (above), but the
 * command stays timed out: its log line notes what the device said.
 */
async function noteLateAnswers(query: RawQuery, reports: ActuatorStateInput[]) {
  const answers = reports.filter((r) => r.commandId !== null);
  if (!answers.length) return;
  await query(
    `update smart_iot_commands c set detail = r.detail
     from jsonb_to_recordset($1::jsonb) as r(id bigint, actuator_id text, detail text)
     where c.id = r.id and c.actuator_id = r.actuator_id and c.result = 'timeout'
       and c.detail is null`,
    [
      json(
        answers.map((r) => ({
          id: r.commandId,
          actuator_id: r.sensorId,
          detail: r.error ?? messages.farming.lateAnswer(actuatorStateLabel(r.on)),
        })),
      ),
    ],
  );
}
