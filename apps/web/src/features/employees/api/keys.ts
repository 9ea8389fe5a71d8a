export const employeeKeys = {
  list: (username: string) => ['employees', username] as const,
};
