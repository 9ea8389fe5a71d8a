import { jakartaMonth } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { dailyReportPath } from '../features/dashboard/api/reports';
import { tanksPath } from '../features/dashboard/api/tanks';
import { depotTodayPath } from '../features/dashboard/api/today';
import { homeCallPaths } from './home-calls';

describe('homeCallPaths', () => {
  it("names the home's first calls as its queries do, in Jakarta's month", () => {
    // 2026-11-30 20:00 UTC is already 1 December in Jakarta.
    const at = Date.UTC(2026, 10, 30, 20);
    const month = jakartaMonth(at);
    expect(month).toBe('2026-12');
    const username = 'depot 1/a';
    expect(homeCallPaths(username, at)).toEqual([
      depotTodayPath(username),
      dailyReportPath(username, month),
      tanksPath(username),
    ]);
    expect(homeCallPaths(username, at)[1]).toBe('/reports/depot%201%2Fa/daily?month=2026-12');
  });
});
