import { Alert, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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
  if (isPending) {
    return (
      <Group gap="xs" py="md">
        <Loader size="sm" />
        <Text c="dimmed">Memuat data...</Text>
      </Group>
    );
  }
  if (isError) return <Alert color="red">{errorText}</Alert>;
  if (isEmpty) return <Alert color="yellow">⚠️ {emptyText}</Alert>;
  return children;
}
