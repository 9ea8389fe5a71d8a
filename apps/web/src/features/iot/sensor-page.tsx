import { messages } from '@depot/contract';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmAction } from '../../components/confirm';
import { EChart } from '../../components/echart';
import { ApiError, errorMessage } from '../../lib/api';
import { notifyFailure } from '../../lib/notify-failure';
import { useDeleteSensor } from './api/delete-sensor';
import { useReadings, type ReadingsFilter } from './api/readings';
import { useSensor } from './api/sensor';
import { ReadingFilter } from './reading-filter';
import { pointsCaption, readingsChartOption } from './readings-chart-option';
import { RawReadings } from './raw-readings';
import { SensorInfo } from './sensor-info';

/** /admin/smart-weather/sensor/{sensorId}: info, history chart with a filter, latest readings. */
export function SensorPage() {
  const sensorId = useParams().sensorId ?? '';
  const sensor = useSensor(sensorId);
  const [filter, setFilter] = useState<ReadingsFilter>({ range: null });
  const readings = useReadings(sensorId, filter, undefined, Boolean(sensor.data));
  const remove = useDeleteSensor();
  const navigate = useNavigate();
  const s = sensor.data;
  const option = useMemo(
    () =>
      s && readings.data
        ? readingsChartOption(readings.data.points, s.sensor_type, readings.data.bucketMinutes)
        : null,
    [s, readings.data],
  );

  const back = (
    <Anchor component={Link} to="/admin/smart-weather" size="sm">
      ← {messages.iot.back}
    </Anchor>
  );
  if (sensor.isPending) return <Loader aria-label={messages.iot.loading} />;
  if (!s) {
    const missing = sensor.error instanceof ApiError && sensor.error.status === 404;
    return (
      <Stack>
        {back}
        <Alert color={missing ? 'yellow' : 'red'} role="alert">
          {missing || !sensor.error
            ? messages.iot.sensorNotFound
            : errorMessage(sensor.error, messages.iot.detailFailed)}
        </Alert>
      </Stack>
    );
  }

  const confirmDelete = () =>
    confirmAction({
      title: messages.iot.deleteSensor,
      text: messages.iot.confirmDeleteSensor(s.sensor_name),
      confirm: messages.iot.delete,
      color: 'red',
      onConfirm: () =>
        remove.mutate(s.id, {
          onSuccess: (r) => {
            notifications.show({ color: 'green', message: r.message });
            void navigate('/admin/smart-weather');
          },
          onError: (e) => notifyFailure(e, messages.iot.deleteFailed),
        }),
    });

  const points = readings.data?.points ?? [];
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" wrap="wrap">
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {messages.iot.detailTitle}: {s.sensor_name}
        </Title>
        <Button size="xs" variant="subtle" color="red" onClick={confirmDelete}>
          {messages.iot.deleteSensor}
        </Button>
      </Group>
      <SensorInfo sensor={s} />
      <ReadingFilter filter={filter} onChange={setFilter} />
      <Card withBorder padding="md" component="section" aria-label={messages.iot.chartTitle}>
        <Group justify="space-between" gap="xs" mb="xs">
          <Title order={3} size="h5">
            {messages.iot.chartTitle}
          </Title>
          {readings.data && points.length > 0 && (
            <Text size="xs" c="dimmed">
              {pointsCaption(readings.data.bucketMinutes)}
            </Text>
          )}
        </Group>
        {readings.error ? (
          <Alert color="red">{errorMessage(readings.error, messages.iot.detailFailed)}</Alert>
        ) : !readings.data ? (
          <Loader size="sm" />
        ) : points.length === 0 ? (
          <Text c="dimmed" size="sm">
            {messages.iot.noHistory}
          </Text>
        ) : (
          option && <EChart option={option} height={280} label={messages.iot.chartTitle} />
        )}
      </Card>
      <RawReadings sensor={s} filter={filter} />
    </Stack>
  );
}
