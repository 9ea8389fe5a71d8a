import { Alert, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api';

/**
 * A fetched list's states, said the same way on every screen: a loader, the failure, the
 * empty message, or the list itself.
 */
export function ListState<Item>({
  query,
  loading,
  failed,
  empty,
  children,
}: {
  query: UseQueryResult<Item[]>;
  /** The loader's accessible name: 'Memuat akun'. */
  loading: string;
  /** Said when the server gives no reason of its own. */
  failed: string;
  empty: string;
  children: (items: Item[]) => ReactNode;
}) {
  if (query.isPending) return <Loader aria-label={loading} />;
  if (query.isError) return <Alert color="red">{errorMessage(query.error, failed)}</Alert>;
  if (query.data.length === 0) {
    return (
      <Alert color="gray" variant="light">
        {empty}
      </Alert>
    );
  }
  return children(query.data);
}

/** A screen's first load: a small spinner and what is being fetched, said to screen readers. */
export function LoadingLine({ label }: { label: string }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{label}</Text>
    </Group>
  );
}
