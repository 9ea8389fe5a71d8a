import {
  formatDateTime,
  formatSensorValue,
  messages,
  SENSOR_TYPE_INFO,
  type LatestSensorReading,
  type SmartIotSensor,
} from '@depot/contract';
import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { boxState, type BoxState } from './sensor-state';
import classes from './smart-iot.module.css';

const STATE_LABEL: Record<BoxState, string> = {
  normal: messages.iot.legendNormal,
  alert: messages.iot.legendAlert,
  inactive: messages.iot.legendInactive,
};

/** One sensor's latest reading, coloured by its state; opens the sensor's detail page. */
export function SensorBox({
  sensor,
  latest,
}: {
  sensor: SmartIotSensor;
  latest: LatestSensorReading | undefined;
}) {
  const state = boxState(sensor, latest);
  const value = latest?.latest_value;
  return (
    <Link
      to={`/admin/smart-weather/sensor/${encodeURIComponent(sensor.id)}`}
      className={classes.box}
      data-state={state}
      aria-label={`${messages.iot.openDetail(sensor.sensor_name)} (${STATE_LABEL[state]})`}
    >
      <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {sensor.sensor_name}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {SENSOR_TYPE_INFO[sensor.sensor_type].label}
      </Text>
      {value === null || value === undefined ? (
        <Text size="sm" fw={600} mt={4}>
          {messages.iot.noReading}
        </Text>
      ) : (
        <Text size="lg" fw={700} mt={4}>
          {formatSensorValue(sensor.sensor_type, value)}
        </Text>
      )}
      {latest?.latest_timestamp && (
        <Text size="xs" c="dimmed">
          {formatDateTime(latest.latest_timestamp)}
        </Text>
      )}
    </Link>
  );
}

const SWATCH: Record<BoxState, string> = {
  normal: 'var(--mantine-color-teal-3)',
  alert: 'var(--mantine-color-red-5)',
  inactive: 'var(--mantine-color-gray-4)',
};

/** What the box colours mean. */
export function BoxLegend() {
  return (
    <Text
      component="ul"
      size="sm"
      aria-label="Keterangan"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 16,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {(Object.keys(SWATCH) as BoxState[]).map((state) => (
        <li key={state}>
          <span className={classes.swatch} style={{ background: SWATCH[state] }} />{' '}
          {STATE_LABEL[state]}
        </li>
      ))}
    </Text>
  );
}
