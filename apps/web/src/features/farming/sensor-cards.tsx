import { formatDateTime, formatSensorValue, messages, type SfSensor } from '@depot/contract';
import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';

/** Spec §4: alert when the value is below min or above max (each only when set). */
export const isOutOfRange = (s: SfSensor) =>
  s.value !== null &&
  ((s.min_value !== null && s.value < s.min_value) ||
    (s.max_value !== null && s.value > s.max_value));

function SensorCard({ sensor }: { sensor: SfSensor }) {
  const alert = isOutOfRange(sensor);
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      bg={alert ? 'var(--mantine-color-red-light)' : undefined}
      aria-label={sensor.name}
    >
      <Text fw={600} size="sm">
        {sensor.name}
      </Text>
      {sensor.value === null ? (
        <Text c="dimmed" mt="xs">
          {messages.farming.noData}
        </Text>
      ) : (
        // The value keeps its line; the badge goes under it when the card is narrow.
        <Group gap="xs" mt="xs" align="center">
          <Text size="xl" fw={700} c={alert ? 'red.8' : undefined}>
            {formatSensorValue(sensor.sensor_type, sensor.value)}
          </Text>
          {alert && (
            <Badge color="red" variant="filled" size="sm">
              Di luar batas
            </Badge>
          )}
        </Group>
      )}
      {sensor.min_value !== null && sensor.max_value !== null && (
        <Text size="xs" c="dimmed">
          Batas {formatSensorValue(sensor.sensor_type, sensor.min_value)} –{' '}
          {formatSensorValue(sensor.sensor_type, sensor.max_value)}
        </Text>
      )}
      {sensor.timestamp && (
        <Text size="xs" c="dimmed">
          {formatDateTime(sensor.timestamp)}
        </Text>
      )}
    </Card>
  );
}

export function SensorCards({ sensors }: { sensors: readonly SfSensor[] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      {sensors.map((s) => (
        <SensorCard key={s.sensor_id} sensor={s} />
      ))}
    </SimpleGrid>
  );
}
