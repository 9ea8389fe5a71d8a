import type { ReportPeriod } from '@depot/contract';
import { CsvDownload } from '../../components/csv-download';
import { useSession } from '../../lib/use-session';

interface Props {
  username: string;
  period: ReportPeriod;
  /** The days the table on screen covers. */
  range: { from: string; to: string } | null;
}

/** The report table on screen as a CSV file; the owner's only (the export is owner-only). */
export function ReportCsv({ username, period, range }: Props) {
  const { isEmployee } = useSession();
  if (isEmployee || !range) return null;
  const query = `from=${range.from}&to=${range.to}&period=${period}`;
  return (
    <CsvDownload
      path={`/reports/${encodeURIComponent(username)}/report.csv?${query}`}
      subject={`laporan ${{ daily: 'harian', weekly: 'mingguan', monthly: 'bulanan' }[period]}`}
      fileName={`laporan-${period}.csv`}
    />
  );
}
