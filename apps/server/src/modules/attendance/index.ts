/** Shifts and attendance (absensi): the depot's shifts, clock-in and clock-out, the month's record. */
export { default as shiftRoutes } from './shifts.routes';
export { default as attendanceRoutes } from './attendance.routes';
export { clockedInShift, presentBetween } from './attendance.repository';
export { listShifts as depotShifts, type ShiftRow } from './shifts.repository';
