import {
  formatDateTime,
  formatSensorValue,
  messages,
  RAW_READINGS_SHOWN,
  type SensorReading,
  type SmartIotSensor,
} from '@depot/contract';
import { Alert, Card, Loader, ScrollArea, Text, Title } from '@mantine/core';
import { DataList } from '../../components/data-list';
import { errorMessage } from '../../lib/api';
import type { ReadingsFilter } from './api/readings';
import { useReadings } from './api/readings';

/** The period's newest 100 readings as they were sent, never averaged. */
export function RawReadings({
  sensor,
  filter,
}: {
  sensor: SmartIotSensor;
  filter: ReadingsFilter;
}) {
  const raw = useReadings(sensor.id, filter, RAW_READINGS_SHOWN);
  const columns = [
    { header: messages.iot.time, cell: (r: SensorReading) => formatDateTime(r.timestamp) },
    {
      header: messages.iot.value,
      cell: (r: SensorReading) => formatSensorValue(sensor.sensor_type, r.value),
      figure: true,
    },
  ];
  return (
    <Card withBorder padding="md" component="section" aria-label={messages.iot.rawTitle}>
      <Title order={3} size="h5" mb="xs">
        {messages.iot.rawTitle}
      </Title>
      {raw.error ? (
        <Alert color="red">{errorMessage(raw.error, messages.iot.detailFailed)}</Alert>
      ) : !raw.data ? (
        <Loader size="sm" />
      ) : raw.data.points.length === 0 ? (
        <Text c="dimmed" size="sm">
          {messages.iot.noHistory}
        </Text>
      ) : (
        // A hundred rows in a box of their own: the chart and the filter stay in reach.
        // Focusable, so that a keyboard scrolls it too.
        <ScrollArea.Autosize mah={480} type="auto" viewportProps={{ tabIndex: 0 }}>
          <DataList
            label={messages.iot.rawTitle}
            columns={columns}
            rows={raw.data.points}
            rowKey={(r) => r.timestamp}
          />
        </ScrollArea.Autosize>
      )}
    </Card>
  );
}
