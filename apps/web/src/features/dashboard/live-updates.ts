import type { DailyReport, ServerEvent, TankReading } from '@depot/contract';
import type { QueryClient } from '@tanstack/react-query';
import { notificationsQuery } from './api/notifications';
import { dashboardKeys } from './api/keys';
import { monthlyReportQuery, weeklyReportQuery } from './api/reports';
import { tanksQuery } from './api/tanks';

type Of<T extends ServerEvent['type']> = Extract<ServerEvent, { type: T }>;

/** A tank's card takes the new level, unless the card already shows a newer reading. */
function applyTank(queryClient: QueryClient, username: string, event: Of<'tank'>) {
  const { queryKey } = tanksQuery(username);
  const tanks = queryClient.getQueryData(queryKey);
  if (!tanks) return;
  if (!tanks.some((t) => t.tank_id === event.tank_id)) {
    void queryClient.invalidateQueries({ queryKey });
    return;
  }
  const { water_level_cm, volume, timestamp } = event;
  queryClient.setQueryData(queryKey, (list) =>
    list?.map((t): TankReading =>
      t.tank_id === event.tank_id && Date.parse(timestamp) >= Date.parse(t.timestamp)
        ? { ...t, water_level_cm, volume, timestamp }
        : t,
    ),
  );
}

/** Today's taps, and today's row of the current month, from the event; sums refetched. */
function applyUsage(queryClient: QueryClient, username: string, event: Of<'usage'>) {
  const { today } = event;
  if (event.other_days) {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.dailyReports(username) });
  } else {
    queryClient.setQueriesData<DailyReport>(
      { queryKey: dashboardKeys.dailyReports(username) },
      (report) => {
        if (!report) return report;
        const taps = { tapA: today.tapA, tapB: today.tapB, tapC: today.tapC };
        const month = report.daily[0]?.date.slice(0, 7);
        if (month !== today.date.slice(0, 7)) return { ...report, ...taps };
        const daily = report.daily.filter((row) => row.date !== today.date);
        return { ...report, ...taps, daily: [...daily, today] };
      },
    );
  }
  void queryClient.invalidateQueries({ queryKey: weeklyReportQuery(username).queryKey });
  void queryClient.invalidateQueries({ queryKey: monthlyReportQuery(username).queryKey });
}

/** Keeps the dashboard's caches (tanks, reports, notifications) in step with the live stream. */
export function applyDashboardEvent(
  queryClient: QueryClient,
  username: string,
  event: ServerEvent,
) {
  switch (event.type) {
    case 'tank':
      return applyTank(queryClient, username, event);
    case 'usage':
      return applyUsage(queryClient, username, event);
    case 'notification':
      return void queryClient.invalidateQueries({
        queryKey: notificationsQuery(username).queryKey,
      });
    case 'resync':
      for (const queryKey of [
        tanksQuery(username).queryKey,
        notificationsQuery(username).queryKey,
        dashboardKeys.dailyReports(username),
        weeklyReportQuery(username).queryKey,
        monthlyReportQuery(username).queryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
  }
}
