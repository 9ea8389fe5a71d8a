export const dashboardKeys = {
  tanks: (username: string) => ['tanks', username] as const,
  notifications: (username: string) => ['notifications', username] as const,
  /** Every month's daily report of a depot. */
  dailyReports: (username: string) => ['reports', username, 'daily'] as const,
  dailyReport: (username: string, month: string) =>
    [...dashboardKeys.dailyReports(username), month] as const,
  weeklyReport: (username: string) => ['reports', username, 'weekly'] as const,
  monthlyReport: (username: string) => ['reports', username, 'monthly'] as const,
};

/** How long a report the home prefetched counts as fresh (ms); polling and events still update it. */
export const PREFETCH_FRESH_MS = 5_000;
