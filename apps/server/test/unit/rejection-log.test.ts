import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RejectionLog } from '../../src/ingest/rejection-log';
import { captureLog } from '../mqtt-tools';

describe('RejectionLog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs the first refusal of a key, then one line with how many more followed in ten seconds', () => {
    const { log, lines } = captureLog();
    const logins = new RejectionLog(log, 'MQTT login refused', 'address');
    logins.add('10.0.0.1', 1, 'bad sensor id or device key', { username: 'tap-a' });
    logins.add('10.0.0.1', 1, 'bad sensor id or device key', { username: 'tap-b' });
    logins.add('10.0.0.2', 1, 'bad sensor id or device key', { username: 'tap-c' });
    logins.add('10.0.0.1', 1, 'bad sensor id or device key', { username: 'tap-d' });
    expect(lines).toEqual([
      {
        level: 'warn',
        msg: 'MQTT login refused',
        address: '10.0.0.1',
        count: 1,
        reason: 'bad sensor id or device key',
        username: 'tap-a',
      },
      {
        level: 'warn',
        msg: 'MQTT login refused',
        address: '10.0.0.2',
        count: 1,
        reason: 'bad sensor id or device key',
        username: 'tap-c',
      },
    ]);
    vi.advanceTimersByTime(10_000);
    expect(lines.slice(2)).toEqual([
      {
        level: 'warn',
        msg: 'MQTT login refused: more in this burst',
        address: '10.0.0.1',
        count: 2,
      },
    ]);
    logins.add('10.0.0.1', 1, 'bad sensor id or device key', { username: 'tap-e' });
    expect(lines).toHaveLength(4);
    logins.close();
  });

  it('keeps its readings wording by default', () => {
    const { log, lines } = captureLog();
    const rejections = new RejectionLog(log);
    rejections.add('depot1-level', 3, 'volume_l: salah');
    expect(lines).toEqual([
      {
        level: 'warn',
        msg: 'readings rejected',
        sensorId: 'depot1-level',
        count: 3,
        reason: 'volume_l: salah',
      },
    ]);
    rejections.close();
  });
});
