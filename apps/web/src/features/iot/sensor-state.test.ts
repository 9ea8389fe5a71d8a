import type { SmartIotDevice, SmartIotSensor } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { boxState, deviceOnline, groupByDevice } from './sensor-state';

const sensor = (over: Partial<SmartIotSensor> = {}): SmartIotSensor => ({
  id: 's-1',
  device_id: 1,
  sensor_name: 'Suhu',
  sensor_type: 'temperature_DHT11',
  min_value: 20,
  max_value: 30,
  is_active: true,
  last_active_at: null,
  device_name: 'Stasiun',
  device_owner_username: 'depot1',
  ...over,
});
const latest = (value: number | null) => ({
  sensor_id: 's-1',
  latest_value: value,
  latest_timestamp: value === null ? null : '2026-11-24T01:00:00.000Z',
});

describe('reading box state', () => {
  it('is inactive without a reading, alert outside both limits, else normal', () => {
    expect(boxState(sensor(), undefined)).toBe('inactive');
    expect(boxState(sensor(), latest(null))).toBe('inactive');
    expect(boxState(sensor(), latest(19.9))).toBe('alert');
    expect(boxState(sensor(), latest(30.1))).toBe('alert');
    expect(boxState(sensor(), latest(20))).toBe('normal');
    expect(boxState(sensor(), latest(30))).toBe('normal');
    // One limit alone never alerts (spec §4: both set).
    expect(boxState(sensor({ max_value: null }), latest(5))).toBe('normal');
  });
});

describe('devices', () => {
  const device: SmartIotDevice = {
    id: 1,
    device_name: 'Stasiun',
    location: null,
    device_type: 'weather_station',
    last_online_at: '2026-11-24T01:00:00.000Z',
    username: 'depot1',
  };

  it('is online for ten minutes after it last sent', () => {
    const at = Date.parse('2026-11-24T01:00:00.000Z');
    expect(deviceOnline(device, at + 10 * 60_000)).toBe(true);
    expect(deviceOnline(device, at + 10 * 60_000 + 1)).toBe(false);
    expect(deviceOnline({ ...device, last_online_at: null }, at)).toBe(false);
  });

  it('groups sensors under their device, with their latest reading', () => {
    const other = sensor({ id: 's-2', device_id: 2 });
    const grouped = groupByDevice([device, { ...device, id: 3 }], [sensor(), other], [latest(25)]);
    expect(grouped.map((g) => g.sensors.map((s) => [s.sensor.id, s.latest?.latest_value]))).toEqual(
      [[['s-1', 25]], []],
    );
  });
});
