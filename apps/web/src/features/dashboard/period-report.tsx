import { formatInteger, formatLitres } from '@depot/contract';
import { Button, Group, Paper, ScrollArea, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { EChart } from '../../components/echart';
import classes from './dashboard.module.css';
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
        <EChart option={option} label={`Grafik ${props.title}`} />
        <ScrollArea mt="md">
          <Table striped miw={360} style={{ whiteSpace: 'nowrap' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{props.periodHeader}</Table.Th>
                <Table.Th ta="right">Volume (L)</Table.Th>
                <Table.Th ta="right">Total Galon</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...rows].reverse().map((r) => (
                <Table.Tr
                  key={r.key}
                  className={r.key === props.latestKey ? classes.latest : undefined}
                  aria-current={r.key === props.latestKey ? 'true' : undefined}
                >
                  <Table.Td>{r.label}</Table.Td>
                  <Table.Td ta="right">{formatLitres(r.volume)}</Table.Td>
                  <Table.Td ta="right">{formatInteger(r.gallons)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </ReportState>
    </Paper>
  );
}
