import { messages, type AttendancePin } from '@depot/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** A new one-time PIN: each call replaces the last, so it is a change, not a cached read. */
export const useNewPin = (username: string) =>
  useMutation({
    mutationFn: () =>
      apiFetch<AttendancePin>(`/attendance/${encodeURIComponent(username)}/pin`, {
        fallbackMessage: messages.attendance.pinFailed,
      }),
  });
