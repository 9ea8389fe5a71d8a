import type { DailyReport, TankReading } from '@depot/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dailyReportQuery, weeklyReportQuery } from './api/reports';
import { tanksQuery } from './api/tanks';
import { applyDashboardEvent } from './live-updates';

const tank: TankReading = {
  tank_id: 1,
  tank_name: 'Tangki Utama',
  water_level_cm: 60,
  volume: 500,
  capacity: 1000,
  height_cm: 120,
  timestamp: '2026-03-10T02:00:00.000Z',
};

const row = (date: string, tapA: number) => ({
  date,
  volume: tapA * 19,
  gallons: tapA,
  tapA,
  tapB: 0,
  tapC: 0,
});

function client() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(tanksQuery('depot1').queryKey, [tank]);
  return queryClient;
}

describe('applyDashboardEvent', () => {
  it("takes a tank's newer level and ignores an older one", () => {
    const queryClient = client();
    const event = { type: 'tank', tank_id: 1, water_level_cm: 96, volume: 800 } as const;
    applyDashboardEvent(queryClient, 'depot1', { ...event, timestamp: '2026-03-10T02:05:00.000Z' });
    applyDashboardEvent(queryClient, 'depot1', {
      ...event,
      water_level_cm: 12,
      volume: 100,
      timestamp: '2026-03-10T01:00:00.000Z',
    });
    expect(queryClient.getQueryData(tanksQuery('depot1').queryKey)).toEqual([
      { ...tank, water_level_cm: 96, volume: 800, timestamp: '2026-03-10T02:05:00.000Z' },
    ]);
  });

  it('refetches the tanks for a tank it does not show', () => {
    const queryClient = client();
    applyDashboardEvent(queryClient, 'depot1', { ...tank, type: 'tank', tank_id: 2 });
    expect(queryClient.getQueryState(tanksQuery('depot1').queryKey)?.isInvalidated).toBe(true);
  });

  it("puts today's row and taps into the month's report; another month takes only the taps", () => {
    const queryClient = client();
    const march = dailyReportQuery('depot1', '2026-03').queryKey;
    const february = dailyReportQuery('depot1', '2026-02').queryKey;
    const report = (daily: DailyReport['daily']): DailyReport => ({
      daily,
      months: ['2026-03', '2026-02'],
      tapA: 2,
      tapB: 0,
      tapC: 0,
    });
    queryClient.setQueryData(march, report([row('2026-03-09', 5), row('2026-03-10', 2)]));
    queryClient.setQueryData(february, report([row('2026-02-28', 7)]));
    queryClient.setQueryData(weeklyReportQuery('depot1').queryKey, { weekly: [] });

    applyDashboardEvent(queryClient, 'depot1', {
      type: 'usage',
      today: row('2026-03-10', 3),
      other_days: false,
    });
    expect(queryClient.getQueryData(march)).toEqual({
      ...report([row('2026-03-09', 5), row('2026-03-10', 3)]),
      tapA: 3,
    });
    expect(queryClient.getQueryData(february)).toEqual({
      ...report([row('2026-02-28', 7)]),
      tapA: 3,
    });
    expect(queryClient.getQueryState(march)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(weeklyReportQuery('depot1').queryKey)?.isInvalidated).toBe(
      true,
    );
  });

  it('refetches the daily reports when gallons fell on another day', () => {
    const queryClient = client();
    const march = dailyReportQuery('depot1', '2026-03').queryKey;
    queryClient.setQueryData(march, { daily: [], months: [], tapA: 0, tapB: 0, tapC: 0 });
    applyDashboardEvent(queryClient, 'depot1', {
      type: 'usage',
      today: row('2026-03-10', 1),
      other_days: true,
    });
    expect(queryClient.getQueryState(march)?.isInvalidated).toBe(true);
  });
});
