import { messages, type TrackerDevice } from '@depot/contract';
import { Card, Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardTitle } from './card-title';

/** The depot (username) and, when it has several bikes, which one the panel shows. */
export function DeviceCard({
  username,
  depotName,
  devices,
  bikeId,
  onPick,
  picker,
}: {
  username: string;
  depotName: string | null;
  devices: readonly TrackerDevice[];
  bikeId: string | undefined;
  onPick: (tracker: string) => void;
  /** The super admin's picker of any depot's bike, in place of this depot's. */
  picker?: ReactNode;
}) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={messages.tracker.device}>
      <CardTitle>{messages.tracker.device}</CardTitle>
      <Text fw={600}>{username}</Text>
      {depotName && (
        <Text size="sm" c="dimmed">
          {depotName}
        </Text>
      )}
      {picker ??
        (devices.length > 1 && (
          <Select
            mt="xs"
            label={messages.tracker.pickBike}
            data={devices.map((d) => ({ value: d.id, label: `${d.name} (${d.status})` }))}
            value={bikeId ?? null}
            onChange={(value) => value && onPick(value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true, zIndex: 1100 }}
          />
        ))}
    </Card>
  );
}
