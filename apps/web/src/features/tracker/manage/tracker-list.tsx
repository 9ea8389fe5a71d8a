import { messages, type AdminTracker } from '@depot/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { depotLabel, type DepotTrackers } from '../by-depot';
import { StatusBadge } from '../panel/status-badge';
import { formatSeenAt } from '../time';
import classes from '../tracker.module.css';

/** Every depot's bikes, under their depot, each with its status and a delete button. */
export function TrackerList({
  depots,
  onDelete,
}: {
  depots: readonly DepotTrackers[];
  onDelete: (tracker: AdminTracker) => void;
}) {
  if (depots.length === 0) return <Text c="dimmed">{messages.tracker.noTrackers}</Text>;
  return (
    <Stack gap="md">
      {depots.map((depot) => (
        <section key={depot.username} aria-label={depotLabel(depot)}>
          <Text size="sm" fw={700}>
            {depotLabel(depot)}
          </Text>
          <ul className={classes.trackerList}>
            {depot.trackers.map((t) => (
              <TrackerItem key={t.id} tracker={t} onDelete={() => onDelete(t)} />
            ))}
          </ul>
        </section>
      ))}
    </Stack>
  );
}

const TrackerItem = ({ tracker, onDelete }: { tracker: AdminTracker; onDelete: () => void }) => (
  <Group component="li" gap="xs" wrap="nowrap" py={6} aria-label={tracker.name}>
    <Stack gap={0} miw={0} flex={1}>
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} truncate>
          {tracker.name}
        </Text>
        <StatusBadge status={tracker.status} dot />
      </Group>
      <Text size="xs" c="dimmed" truncate>
        {tracker.id}
      </Text>
      <Text size="xs" c="dimmed">
        {tracker.last_seen
          ? `${messages.tracker.lastSeen}: ${formatSeenAt(tracker.last_seen)}`
          : messages.tracker.neverSeen}
      </Text>
    </Stack>
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      onClick={onDelete}
      aria-label={messages.tracker.deleteTrackerNamed(tracker.name)}
    >
      {messages.tracker.deleteShort}
    </Button>
  </Group>
);
