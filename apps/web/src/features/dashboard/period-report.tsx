import { formatInteger, formatLitres } from '@depot/contract';
import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { BarChart } from '../../components/bar-chart';
import { ChartAndList } from '../../components/chart-and-list';
import type { DataColumn } from '../../components/data-list';
import { ReportState } from './report-state';
import { usageBars, type UsagePeriod } from './usage-chart';

interface Props {
  title: string;
  periodHeader: string;
  rows: UsagePeriod[] | undefined;
  /** Every period's label on the axis, however narrow the screen (twelve months fit). */
  allLabels?: boolean;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  errorText: string;
  emptyText: string;
  onRefresh: () => void;
  /** The row to mark as the latest period. */
  latestKey?: string;
  /** The table's CSV download, under it. */
  csv?: ReactNode;
}

/** The weekly and monthly reports: a refresh button, a chart and a table of periods. */
export function PeriodReport(props: Props) {
  const rows = useMemo(() => props.rows ?? [], [props.rows]);
  const columns = useMemo<DataColumn<UsagePeriod>[]>(
    () => [
      { header: props.periodHeader, cell: (r) => r.label },
      { header: 'Volume (L)', cell: (r) => formatLitres(r.volume), figure: true },
      { header: 'Total Galon', cell: (r) => formatInteger(r.gallons), figure: true },
    ],
    [props.periodHeader],
  );
  const bars = useMemo(() => usageBars(rows), [rows]);
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
          chart={(label) => (
            <BarChart bars={bars} unit="Galon" label={label} allLabels={props.allLabels} />
          )}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.key}
          isCurrent={(r) => r.key === props.latestKey}
        />
      </ReportState>
      {props.csv && <Box mt="md">{props.csv}</Box>}
    </Paper>
  );
}
