export const farmingKeys = {
  /** Every farm dashboard: a command refreshes whichever is on screen. */
  dashboards: ['farming', 'dashboard'] as const,
  /** The caller's own farm (`undefined`), or the depot a super admin picked. */
  dashboard: (username: string | undefined) =>
    [...farmingKeys.dashboards, username ?? null] as const,
  accounts: (search: string) => ['farming', 'accounts', search] as const,
};
