import {
  formatDay,
  formatInteger,
  formatLitres,
  formatMonthYear,
  formatShortDay,
} from '@depot/contract';
import { Group, Paper, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { EChart } from '../../components/echart';
import { useDailyReport } from './api/reports';
import { ReportState } from './report-state';
import { TankCards } from './tank-cards';
import { TapTotals } from './tap-totals';
import { usageChartOption } from './usage-chart';

const currentMonth = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
  }).format(new Date());

export function DailyReport({ username }: { username: string }) {
  const [month, setMonth] = useState(currentMonth);
  const report = useDailyReport(username, month);
  const days = useMemo(() => report.data?.daily ?? [], [report.data]);
  const option = useMemo(
    () =>
      usageChartOption({
        labels: days.map((d) => formatShortDay(d.date)),
        volume: days.map((d) => d.volume),
        gallons: days.map((d) => d.gallons),
        volumeAs: 'line',
      }),
    [days],
  );
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
          <Select
            aria-label="Pilih bulan"
            w={180}
            allowDeselect={false}
            value={month}
            onChange={(m) => m && setMonth(m)}
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
          <EChart option={option} label="Grafik penggunaan air harian" />
          <ScrollArea mt="md">
            <Table striped highlightOnHover miw={560} style={{ whiteSpace: 'nowrap' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tanggal</Table.Th>
                  <Table.Th ta="right">Volume (L)</Table.Th>
                  <Table.Th ta="right">Total Galon</Table.Th>
                  <Table.Th ta="right">Keran A (Galon)</Table.Th>
                  <Table.Th ta="right">Keran B (Galon)</Table.Th>
                  <Table.Th ta="right">Keran C (Galon)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...days].reverse().map((d) => (
                  <Table.Tr key={d.date}>
                    <Table.Td>{formatDay(d.date)}</Table.Td>
                    <Table.Td ta="right">{formatLitres(d.volume)}</Table.Td>
                    <Table.Td ta="right">{formatInteger(d.gallons)}</Table.Td>
                    <Table.Td ta="right">{formatInteger(d.tapA)}</Table.Td>
                    <Table.Td ta="right">{formatInteger(d.tapB)}</Table.Td>
                    <Table.Td ta="right">{formatInteger(d.tapC)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </ReportState>
      </Paper>
    </Stack>
  );
}
