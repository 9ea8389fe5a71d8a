import { formatInteger, formatLitres } from '@depot/contract';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useMemo } from 'react';
import { ChartAndList } from '../../components/chart-and-list';
import type { DataColumn } from '../../components/data-list';
import { ReportState } from './report-state';
import { usageChartOption } from './usage-chart';

export interface PeriodRow {
  key: string;
  label: string;
  volume: number;
  gallons: number;
}

interface Props {
  title: string;
  periodHeader: string;
  rows: PeriodRow[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  errorText: string;
  emptyText: string;
  onRefresh: () => void;
  /** The row to mark as the latest period. */
  latestKey?: string;
}

/** The weekly and monthly reports: a refresh button, a chart and a table of periods. */
export function PeriodReport(props: Props) {
  const rows = useMemo(() => props.rows ?? [], [props.rows]);
  const columns = useMemo<DataColumn<PeriodRow>[]>(
    () => [
      { header: props.periodHeader, cell: (r) => r.label },
      { header: 'Volume (L)', cell: (r) => formatLitres(r.volume), figure: true },
      { header: 'Total Galon', cell: (r) => formatInteger(r.gallons), figure: true },
    ],
    [props.periodHeader],
  );
  const option = useMemo(
    () =>
      usageChartOption({
        labels: rows.map((r) => r.label),
        volume: rows.map((r) => r.volume),
        gallons: rows.map((r) => r.gallons),
        volumeAs: 'bar',
      }),
    [rows],
  );
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{props.title}</Text>
        <Button variant="default" size="xs" onClick={props.onRefresh} loading={props.isFetching}>
          Muat Ulang
        </Button>
      </Group>
      <ReportState
        isPending={props.isPending}
        isError={props.isError}
        isEmpty={!rows.some((r) => r.gallons > 0)}
        errorText={props.errorText}
        emptyText={props.emptyText}
      >
        <ChartAndList
          subject={props.title}
          option={option}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.key}
          isCurrent={(r) => r.key === props.latestKey}
        />
      </ReportState>
    </Paper>
  );
}
