import { messages, type TrackerStatus } from '@depot/contract';
import { Card, Group, Text } from '@mantine/core';
import { formatSeenAt } from '../time';
import { CardTitle } from './card-title';
import { StatusBadge } from './status-badge';

/** The bike on the panel: Online or Offline, and when it last sent a position. */
export function StatusCard({
  bikeName,
  status,
  lastSeen,
  live,
}: {
  bikeName: string;
  status: TrackerStatus;
  lastSeen: string | null;
  live: boolean;
}) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={messages.tracker.status}>
      <CardTitle>{messages.tracker.status}</CardTitle>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={600} truncate>
          {bikeName}
        </Text>
        <StatusBadge status={status} />
      </Group>
      <Text size="sm" mt={4} data-testid="last-seen">
        {lastSeen
          ? `${messages.tracker.lastSeen}: ${formatSeenAt(lastSeen)}`
          : messages.tracker.neverSeen}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {live ? messages.tracker.liveMode : messages.tracker.historyMode}
      </Text>
    </Card>
  );
}
