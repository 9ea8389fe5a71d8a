import { Button, Group, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A screen's title, its optional one-line intro, and its main action on the right. */
export function PageHeader({
  title,
  intro,
  action,
}: {
  title: ReactNode;
  intro?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={2} size="h3">
          {title}
        </Title>
        {intro && (
          <Text size="sm" c="dimmed" maw={640}>
            {intro}
          </Text>
        )}
      </div>
      {action}
    </Group>
  );
}

/** 'Muat Ulang': asks the server for the list again, spinning while it does. */
export function ReloadButton({ query }: { query: UseQueryResult }) {
  return (
    <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
      Muat Ulang
    </Button>
  );
}
