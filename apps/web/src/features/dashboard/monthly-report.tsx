import { formatMonthName } from '@depot/contract';
import { useMonthlyReport } from './api/reports';
import { PeriodReport } from './period-report';

export function MonthlyReport({ username }: { username: string }) {
  const report = useMonthlyReport(username);
  const data = report.data;
  return (
    <PeriodReport
      title={`Laporan Bulanan ${data?.year ?? ''}`}
      periodHeader="Bulan"
      rows={data?.monthly.map((m) => ({
        key: String(m.month),
        label: formatMonthName(m.month, data.year),
        volume: m.volume,
        gallons: m.gallons,
      }))}
      isPending={report.isPending}
      isError={report.isError}
      isFetching={report.isFetching}
      errorText="Gagal mengambil data bulanan."
      emptyText="Data bulan ini kosong."
      onRefresh={() => void report.refetch()}
    />
  );
}
