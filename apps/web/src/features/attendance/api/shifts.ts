import { messages, type Shift, type ShiftBody, type ShiftResult } from '@depot/contract';
import { useQuery } from '@tanstack/react-query';
import { apiListQuery } from '../../../lib/api-query';
import { useApiMutation } from '../../../lib/api-mutation';
import { attendanceKeys } from './keys';

const path = (username: string, id?: number) =>
  `/shifts/${encodeURIComponent(username)}${id === undefined ? '' : `/${id}`}`;

export const shiftsQuery = (username: string) =>
  apiListQuery<Shift>({
    queryKey: attendanceKeys.shifts(username),
    path: path(username),
    fallbackMessage: messages.attendance.shiftsLoadFailed,
  });

export const useShifts = (username: string) => useQuery(shiftsQuery(username));

export type ShiftChange =
  | { kind: 'create'; body: ShiftBody }
  | { kind: 'update'; id: number; body: ShiftBody }
  | { kind: 'remove'; id: number };

const METHOD = { create: 'POST', update: 'PUT', remove: 'DELETE' } as const;

/** A shift added, changed or removed; the shifts and the month (late, absent) are read again. */
export const useChangeShift = (username: string) =>
  useApiMutation<ShiftResult, ShiftChange>({
    request: (change) => ({
      method: METHOD[change.kind],
      path: path(username, change.kind === 'create' ? undefined : change.id),
      body: change.kind === 'remove' ? undefined : change.body,
    }),
    fallbackMessage: messages.attendance.shiftSaveFailed,
    invalidates: () => [attendanceKeys.all(username)],
  });
