import type { SfSensor } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { isOutOfRange } from './sensor-cards';

const sensor = (value: number | null, min: number | null, max: number | null): SfSensor => ({
  name: 'Kelembapan Tanah Blok A',
  value,
  unit: '%',
  timestamp: value === null ? null : '2026-03-10T05:00:00.000Z',
  sensor_id: 'depot1-farm-soil-1',
  sensor_type: 'soil_moisture',
  min_value: min,
  max_value: max,
});

describe('a farm sensor card', () => {
  it('alerts below min or above max, each only when set, and never without a value', () => {
    expect(isOutOfRange(sensor(34.9, 35, 80))).toBe(true);
    expect(isOutOfRange(sensor(80.1, 35, 80))).toBe(true);
    expect(isOutOfRange(sensor(35, 35, 80))).toBe(false);
    expect(isOutOfRange(sensor(80, 35, 80))).toBe(false);
    expect(isOutOfRange(sensor(5, null, 80))).toBe(false);
    expect(isOutOfRange(sensor(95, 35, null))).toBe(false);
    expect(isOutOfRange(sensor(null, 35, 80))).toBe(false);
  });
});
