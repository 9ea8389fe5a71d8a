import { Alert, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CHART_HEIGHT } from '../../components/bar-chart';

interface Props {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  errorText: string;
  emptyText: string;
  children: ReactNode;
}

/** Loading, then error, empty or the report: the same states for every report. */
export function ReportState({
  isPending,
  isError,
  isEmpty,
  errorText,
  emptyText,
  children,
}: Props) {
  // As high as the chart it stands for, so what is under the report does not move.
  if (isPending) {
    return (
      <Group gap="xs" h={CHART_HEIGHT} justify="center">
        <Loader size="sm" />
        <Text c="dimmed">Memuat data...</Text>
      </Group>
    );
  }
  if (isError) return <Alert color="red">{errorText}</Alert>;
  if (isEmpty) return <Alert color="yellow">⚠️ {emptyText}</Alert>;
  return children;
}
