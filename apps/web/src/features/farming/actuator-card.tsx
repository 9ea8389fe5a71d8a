import {
  actuatorStateLabel,
  formatDateTime,
  messages,
  type ActuatorCommand,
  type SfActuator,
} from '@depot/contract';
import { Badge, Card, Group, Loader, Switch, Text } from '@mantine/core';

/**
 * One actuator: the switch shows the state the DEVICE confirmed; flipping it sends a command and
 * the switch stays where it was, with 'menunggu konfirmasi', until the device answers.
 */
export function ActuatorCard({
  actuator,
  sending,
  onCommand,
}: {
  actuator: SfActuator;
  sending: boolean;
  onCommand: (command: ActuatorCommand) => void;
}) {
  const pending = actuator.last_command?.result === 'pending';
  const label = actuatorStateLabel(actuator.status);
  return (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{actuator.name}</Text>
          <Badge color={actuator.status ? 'green' : 'gray'} variant="light" mt={4}>
            {label}
          </Badge>
        </div>
        <Switch
          size="lg"
          checked={actuator.status}
          disabled={pending || sending}
          onChange={() => onCommand(actuator.status ? 'TURN_OFF' : 'TURN_ON')}
          aria-label={`${actuator.name}: ${label}`}
        />
      </Group>
      {pending ? (
        <Group gap="xs" mt="sm" role="status">
          <Loader size="xs" />
          <Text size="sm" c="orange.9">
            {messages.farming.pending}
          </Text>
        </Group>
      ) : (
        actuator.status_at && (
          <Text size="xs" c="dimmed" mt="sm">
            {messages.farming.reportedAt(formatDateTime(actuator.status_at))}
          </Text>
        )
      )}
    </Card>
  );
}
