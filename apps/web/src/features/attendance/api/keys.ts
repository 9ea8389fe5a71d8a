export const attendanceKeys = {
  all: (username: string) => ['attendance', username] as const,
  shifts: (username: string) => [...attendanceKeys.all(username), 'shifts'] as const,
  month: (username: string, month: string) =>
    [...attendanceKeys.all(username), 'month', month] as const,
};
