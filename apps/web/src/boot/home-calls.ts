/**
 * The API paths of the owner's home's first view, as its queries name them: today's figures, this
 * month's daily report, the tanks (features/dashboard/api). Kept free of imports, as
 * dashboard-early.ts must be a script of its own (home-calls.test.ts checks they agree).
 */
export function homeCallPaths(username: string, now = Date.now()): string[] {
  const user = encodeURIComponent(username);
  // The month in Asia/Jakarta (UTC+7 all year), as jakartaMonth() gives it.
  const month = new Date(now + 7 * 3600_000).toISOString().slice(0, 7);
  return [`/dashboard/${user}/today`, `/reports/${user}/daily?month=${month}`, `/tanks/${user}`];
}
