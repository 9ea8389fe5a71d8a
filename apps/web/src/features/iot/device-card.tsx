import {
  formatDateTime,
  IOT_DEVICE_TYPE_LABELS,
  messages,
  type SmartIotDevice,
} from '@depot/contract';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { SensorBox } from './sensor-box';
import { deviceOnline, type DeviceWithSensors } from './sensor-state';
import classes from './smart-iot.module.css';

export type DeviceAction = 'sensor' | 'actuator' | 'delete';

/** A device: who owns it, where it is, whether it is sending, and a box per sensor. */
export function DeviceCard({
  entry: { device, sensors },
  now,
  onAction,
}: {
  entry: DeviceWithSensors;
  now: number;
  onAction: (action: DeviceAction, device: SmartIotDevice) => void;
}) {
  const online = deviceOnline(device, now);
  return (
    <Card withBorder padding="md" component="article" aria-label={device.device_name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {device.device_name}
            </Title>
            <Text size="sm" c="dimmed">
              {IOT_DEVICE_TYPE_LABELS[device.device_type]}
              {device.location ? ` · ${device.location}` : ''}
            </Text>
          </div>
          <Badge
            color={online ? 'teal' : 'gray'}
            variant={online ? 'filled' : 'light'}
            style={{ flexShrink: 0, overflow: 'visible' }}
          >
            {online ? messages.iot.online : messages.iot.offline}
          </Badge>
        </Group>
        <Text size="sm">
          {messages.iot.owner}: <b>{device.username}</b>
          <br />
          {messages.iot.lastSeen}:{' '}
          {device.last_online_at ? formatDateTime(device.last_online_at) : messages.iot.never}
        </Text>
        {sensors.length === 0 ? (
          <Text size="sm" c="dimmed">
            {messages.iot.noSensors}
          </Text>
        ) : (
          <div className={classes.boxes}>
            {sensors.map(({ sensor, latest }) => (
              <SensorBox key={sensor.id} sensor={sensor} latest={latest} />
            ))}
          </div>
        )}
        <Group gap="xs" mt={4}>
          <Button size="xs" variant="light" onClick={() => onAction('sensor', device)}>
            {messages.iot.addSensor}
          </Button>
          <Button size="xs" variant="light" onClick={() => onAction('actuator', device)}>
            {messages.iot.addActuator}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => onAction('delete', device)}>
            {messages.iot.deleteDevice}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
