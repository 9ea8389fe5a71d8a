import {
  ACTUATOR_CONFIRM_TIMEOUT_MS,
  actuatorStateLabel,
  commandTurnsOn,
  messages,
  type SfLogEntry,
} from '@depot/contract';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef } from 'react';

function outcome(c: SfLogEntry) {
  if (c.result === 'confirmed') {
    const state = actuatorStateLabel(commandTurnsOn(c.command));
    return {
      color: 'green',
      message: messages.farming.confirmed(c.command, c.actuator_name, state),
    };
  }
  if (c.result === 'timeout') {
    const seconds = ACTUATOR_CONFIRM_TIMEOUT_MS / 1000;
    return { color: 'red', message: messages.farming.timeout(c.command, c.actuator_name, seconds) };
  }
  const detail = c.detail ?? messages.farming.results.failed;
  return { color: 'red', message: messages.farming.failed(c.command, c.actuator_name, detail) };
}

/**
 * Tells the user how the commands they sent from this screen ended, once each, as the polled
 * log shows them resolved: confirmed in green, failed or unanswered in red.
 */
export function useCommandOutcomes(log: readonly SfLogEntry[] | undefined) {
  const awaited = useRef(new Set<number>());
  useEffect(() => {
    for (const c of log ?? []) {
      if (c.result === 'pending' || !awaited.current.has(c.id)) continue;
      awaited.current.delete(c.id);
      notifications.show({ ...outcome(c), autoClose: 8000 });
    }
  }, [log]);
  return useCallback((commandId: number) => awaited.current.add(commandId), []);
}
