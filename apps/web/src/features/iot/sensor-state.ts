import {
  IOT_OFFLINE_AFTER_MS,
  type LatestSensorReading,
  type SmartIotDevice,
  type SmartIotSensor,
} from '@depot/contract';

/** A reading box's state (spec §4): alert only when both limits are set and the value is out. */
export type BoxState = 'normal' | 'alert' | 'inactive';

export function boxState(
  sensor: SmartIotSensor,
  latest: LatestSensorReading | undefined,
): BoxState {
  const value = latest?.latest_value;
  if (value === null || value === undefined) return 'inactive';
  const { min_value: min, max_value: max } = sensor;
  if (min !== null && max !== null && (value < min || value > max)) return 'alert';
  return 'normal';
}

/** Online while any of its sensors or actuators sent something within IOT_OFFLINE_AFTER_MS. */
export const deviceOnline = (device: SmartIotDevice, now: number) =>
  device.last_online_at !== null && now - Date.parse(device.last_online_at) <= IOT_OFFLINE_AFTER_MS;

export interface DeviceWithSensors {
  device: SmartIotDevice;
  sensors: { sensor: SmartIotSensor; latest: LatestSensorReading | undefined }[];
}

/** The three lists joined for the cards: each device with its sensors and their latest value. */
export function groupByDevice(
  devices: readonly SmartIotDevice[],
  sensors: readonly SmartIotSensor[],
  latest: readonly LatestSensorReading[],
): DeviceWithSensors[] {
  const latestOf = new Map(latest.map((l) => [l.sensor_id, l]));
  const byDevice = new Map<number, DeviceWithSensors['sensors']>();
  for (const sensor of sensors) {
    const list = byDevice.get(sensor.device_id) ?? [];
    list.push({ sensor, latest: latestOf.get(sensor.id) });
    byDevice.set(sensor.device_id, list);
  }
  return devices.map((device) => ({ device, sensors: byDevice.get(device.id) ?? [] }));
}
