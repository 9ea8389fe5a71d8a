export const cctvKeys = {
  cameras: (username: string) => ['cctv', username] as const,
};
