import { jakartaToday, mondayOf, recentWeeks, WEEKLY_REPORT_WEEKS } from '@depot/contract';
import { useWeeklyReport } from './api/reports';
import { PeriodReport } from './period-report';
import { ReportCsv } from './report-csv';
import { weekRange } from './usage-chart';

export function WeeklyReport({ username }: { username: string }) {
  const report = useWeeklyReport(username);
  const weeks = report.data?.weekly;
  // The weeks come oldest first; the highest (the latest) week is marked.
  const latest = weeks?.[weeks.length - 1];
  const today = jakartaToday();
  const thisWeek = mondayOf(today);
  const weeksFrom = recentWeeks(today, WEEKLY_REPORT_WEEKS).from;
  return (
    <PeriodReport
      title="Laporan Mingguan"
      periodHeader="Minggu"
      rows={weeks?.map((w) => {
        const range = weekRange(w.start);
        return {
          key: w.start,
          label: `${w.week} · ${range.label}`,
          axis: range.axis,
          volume: w.volume,
          gallons: w.gallons,
          running: w.start === thisWeek,
        };
      })}
      latestKey={latest?.start}
      isPending={report.isPending}
      isError={report.isError}
      isFetching={report.isFetching}
      errorText="Gagal mengambil data mingguan."
      emptyText="Data minggu ini kosong."
      onRefresh={() => void report.refetch()}
      csv={<ReportCsv username={username} period="weekly" range={{ from: weeksFrom, to: today }} />}
    />
  );
}
