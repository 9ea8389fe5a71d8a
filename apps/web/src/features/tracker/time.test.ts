import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDuration,
  formatSeenAt,
  formatShortDuration,
  jakartaDay,
  timeLabel,
} from './time';

describe('tracker times', () => {
  it("shows a duration in 'jam', 'menit' and 'detik' (spec §9)", () => {
    expect(formatDuration(0)).toBe('0 jam 0 menit 0 detik');
    expect(formatDuration(3723)).toBe('1 jam 2 menit 3 detik');
    expect(formatDuration(59.6)).toBe('0 jam 1 menit 0 detik');
    expect(formatDuration(90_000)).toBe('25 jam 0 menit 0 detik');
    expect(formatDuration(Number.NaN)).toBe('0 jam 0 menit 0 detik');
  });

  it('cuts days and shows times in Asia/Jakarta', () => {
    // 17.30 UTC is 00.30 the next day in Jakarta.
    expect(jakartaDay('2026-03-01T17:30:00Z')).toBe('2026-03-02');
    expect(formatClock('2026-03-01T17:30:05Z')).toBe('00.30.05');
    expect(timeLabel('2026-03-01T17:30:05Z', false)).toBe('00.30');
    expect(timeLabel('2026-03-01T17:30:05Z', true)).toBe('2 Mar, 00.30');
    expect(formatSeenAt('2026-03-01T17:30:05Z')).toBe('2 Mar 2026, 00.30.05 WIB');
  });
});

describe('formatShortDuration', () => {
  it('leaves out leading zero units for a trip list', () => {
    expect(formatShortDuration(42)).toBe('42 dtk');
    expect(formatShortDuration(200)).toBe('3 mnt 20 dtk');
    expect(formatShortDuration(3723)).toBe('1 jam 2 mnt');
    expect(formatShortDuration(Number.NaN)).toBe('0 dtk');
  });
});
