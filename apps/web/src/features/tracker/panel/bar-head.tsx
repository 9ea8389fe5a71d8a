import { messages, type Segment, type TrackerStatus } from '@depot/contract';
import { Button, Group, Text } from '@mantine/core';
import { formatClock } from '../time';
import { StatusBadge } from './status-badge';

/** What the folded bar still shows: the bike and its status. */
export const BarHead = ({ bikeName, status }: { bikeName: string; status: TrackerStatus }) => (
  <Group gap="xs" wrap="nowrap" miw={0}>
    <Text fw={600} truncate>
      {bikeName}
    </Text>
    <StatusBadge status={status} dot />
  </Group>
);

/** A trip replaying on the map, and the way to stop it, in view however the bar is scrolled. */
export const ReplayNotice = ({ trip, onStop }: { trip: Segment; onStop: () => void }) => (
  <>
    <Text size="sm" fw={600}>
      {messages.tracker.replaying(formatClock(trip.start_time))}
    </Text>
    <Button size="compact-sm" variant="light" color="gray" onClick={onStop}>
      {messages.tracker.stopReplay}
    </Button>
  </>
);
