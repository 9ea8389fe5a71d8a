import { formatMonthName, jakartaToday, jakartaYearMonth } from '@depot/contract';
import { useMonthlyReport } from './api/reports';
import { PeriodReport } from './period-report';
import { ReportCsv } from './report-csv';
import { monthAxis } from './usage-chart';

export function MonthlyReport({ username }: { username: string }) {
  const report = useMonthlyReport(username);
  const data = report.data;
  const [year, month] = jakartaYearMonth().map(Number);
  return (
    <PeriodReport
      title={`Laporan Bulanan ${data?.year ?? ''}`}
      periodHeader="Bulan"
      rows={data?.monthly.map((m) => ({
        key: String(m.month),
        label: formatMonthName(m.month, data.year),
        axis: [monthAxis(m.month, data.year)],
        volume: m.volume,
        gallons: m.gallons,
        running: data.year === year && m.month === month,
      }))}
      allLabels
      isPending={report.isPending}
      isError={report.isError}
      isFetching={report.isFetching}
      errorText="Gagal mengambil data bulanan."
      emptyText="Data bulan ini kosong."
      onRefresh={() => void report.refetch()}
      csv={
        <ReportCsv
          username={username}
          period="monthly"
          range={{ from: `${year}-01-01`, to: jakartaToday() }}
        />
      }
    />
  );
}
