import {
  formatDateTime,
  formatSensorValue,
  messages,
  SENSOR_TYPE_INFO,
  type SmartIotSensor,
} from '@depot/contract';
import { Card, SimpleGrid, Text } from '@mantine/core';

/** The sensor's identity, owner and limits. */
export function SensorInfo({ sensor }: { sensor: SmartIotSensor }) {
  const info = SENSOR_TYPE_INFO[sensor.sensor_type];
  const limit = (v: number | null) => (v === null ? '—' : formatSensorValue(sensor.sensor_type, v));
  const rows: [string, string][] = [
    [messages.iot.sensorId, sensor.id],
    [messages.iot.sensorType, info.label],
    [messages.iot.unit, info.unit || '—'],
    [messages.iot.device, sensor.device_name],
    [messages.iot.owner, sensor.device_owner_username],
    [messages.iot.limits, `${limit(sensor.min_value)} – ${limit(sensor.max_value)}`],
    [messages.iot.active, sensor.is_active ? messages.iot.yes : messages.iot.no],
    [
      messages.iot.lastActive,
      sensor.last_active_at ? formatDateTime(sensor.last_active_at) : messages.iot.never,
    ],
  ];
  return (
    <Card withBorder padding="md" component="section" aria-label={sensor.sensor_name}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        {rows.map(([label, value]) => (
          <div key={label} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
