import { notifications } from '@mantine/notifications';
import { errorMessage } from './api';
import { endedSession } from './session-end';

/** A failed action's message; a refusal that ended the session was announced already. */
export function notifyFailure(error: unknown, fallback: string) {
  if (endedSession(error)) return;
  notifications.show({ color: 'red', message: errorMessage(error, fallback) });
}
