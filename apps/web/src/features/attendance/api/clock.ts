import { messages, type ClockBody, type ClockResult } from '@depot/contract';
import { useApiMutation } from '../../../lib/api-mutation';
import { attendanceKeys } from './keys';

export interface Clock {
  action: 'clock-in' | 'clock-out';
  body: ClockBody;
}

/** Clocking in or out; the month (today's status) is read again either way. */
export const useClock = (username: string) =>
  useApiMutation<ClockResult, Clock>({
    request: ({ action, body }) => ({
      method: 'POST',
      path: `/attendance/${encodeURIComponent(username)}/${action}`,
      body,
    }),
    fallbackMessage: messages.attendance.clockFailed,
    invalidates: () => [attendanceKeys.all(username)],
  });
