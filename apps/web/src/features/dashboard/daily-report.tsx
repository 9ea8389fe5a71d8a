import {
  formatDay,
  formatInteger,
  formatLitres,
  formatMonthYear,
  jakartaMonth,
  jakartaToday,
  monthRange,
  type DailyReport as DailyReportData,
} from '@depot/contract';
import { Box, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { BarChart } from '../../components/bar-chart';
import { ChartAndList } from '../../components/chart-and-list';
import type { DataColumn } from '../../components/data-list';
import { useDailyReport } from './api/reports';
import { ReportCsv } from './report-csv';
import { ReportState } from './report-state';
import { TankCards } from './tank-cards';
import { TapTotals } from './tap-totals';
import { usageBars } from './usage-chart';

type Day = DailyReportData['daily'][number];

const COLUMNS: DataColumn<Day>[] = [
  { header: 'Tanggal', cell: (d) => formatDay(d.date) },
  { header: 'Volume (L)', cell: (d) => formatLitres(d.volume), figure: true },
  { header: 'Total Galon', cell: (d) => formatInteger(d.gallons), figure: true },
  { header: 'Keran A (Galon)', cell: (d) => formatInteger(d.tapA), figure: true },
  { header: 'Keran B (Galon)', cell: (d) => formatInteger(d.tapB), figure: true },
  { header: 'Keran C (Galon)', cell: (d) => formatInteger(d.tapC), figure: true },
];

export function DailyReport({ username }: { username: string }) {
  const [month, setMonth] = useState(() => jakartaMonth());
  const report = useDailyReport(username, month);
  const days = useMemo(() => report.data?.daily ?? [], [report.data]);
  const bars = useMemo(() => {
    const today = jakartaToday();
    return usageBars(
      days.map((d) => ({
        key: d.date,
        label: formatDay(d.date),
        axis: [String(Number(d.date.slice(8)))],
        volume: d.volume,
        gallons: d.gallons,
        running: d.date === today,
      })),
    );
  }, [days]);
  const months = report.data?.months ?? [month];
  const hasData = days.some((d) => d.gallons > 0);

  return (
    <Stack>
      <TapTotals
        tapA={report.data?.tapA ?? 0}
        tapB={report.data?.tapB ?? 0}
        tapC={report.data?.tapC ?? 0}
      />
      <TankCards username={username} />
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Text fw={600}>Trend Penggunaan Air (Harian)</Text>
          {/* The phone's own picker: Mantine's Select would add about 20 KB to the home. */}
          <NativeSelect
            aria-label="Pilih bulan"
            w={180}
            value={month}
            onChange={(e) => setMonth(e.currentTarget.value)}
            data={months.map((m) => ({ value: m, label: formatMonthYear(m) }))}
          />
        </Group>
        <ReportState
          isPending={report.isPending}
          isError={report.isError}
          isEmpty={!hasData}
          errorText="Gagal mengambil data."
          emptyText="Data bulan ini kosong."
        >
          <ChartAndList
            subject="penggunaan air harian"
            chart={(label) => <BarChart bars={bars} unit="Galon" label={label} />}
            columns={COLUMNS}
            rows={days}
            rowKey={(d) => d.date}
          />
        </ReportState>
        <Box mt="md">
          <ReportCsv username={username} period="daily" range={monthRange(month, jakartaToday())} />
        </Box>
      </Paper>
    </Stack>
  );
}
