import { messages, type AttendanceMonth } from '@depot/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';
import { attendanceKeys } from './keys';

export const attendanceMonthQuery = (username: string, month: string) =>
  apiQuery<AttendanceMonth>({
    queryKey: attendanceKeys.month(username, month),
    path: `/attendance/${encodeURIComponent(username)}?month=${month}`,
    fallbackMessage: messages.attendance.monthLoadFailed,
  });

/** A month's line per person; an employee gets their own line only. */
export const useAttendancePeople = (username: string, month: string) =>
  useQuery({ ...attendanceMonthQuery(username, month), select: (m) => m.people });
