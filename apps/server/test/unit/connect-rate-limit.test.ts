import { describe, expect, it } from 'vitest';
import { ConnectRateLimit } from '../../src/ingest/connect-rate-limit';

describe('ConnectRateLimit', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('allows `max` connections per address per window, then refuses until the window ends', () => {
    const time = clock();
    const limit = new ConnectRateLimit(3, 10_000, time.now);
    expect([1, 2, 3, 4].map(() => limit.take('10.0.0.1'))).toEqual([true, true, true, false]);
    expect(limit.take('10.0.0.2')).toBe(true);
    time.advance(9_999);
    expect(limit.take('10.0.0.1')).toBe(false);
    time.advance(1);
    expect(limit.take('10.0.0.1')).toBe(true);
  });

  it('gives a slot back for a connection that logged in', () => {
    const limit = new ConnectRateLimit(2, 10_000, clock().now);
    expect(limit.take('a')).toBe(true);
    expect(limit.take('a')).toBe(true);
    limit.giveBack('a');
    expect(limit.take('a')).toBe(true);
    expect(limit.take('a')).toBe(false);
    limit.giveBack('unknown');
  });

  it('forgets ended windows, so an address starts afresh', () => {
    const time = clock();
    const limit = new ConnectRateLimit(1, 10_000, time.now);
    expect(limit.take('a')).toBe(true);
    time.advance(20_000);
    expect(limit.take('b')).toBe(true);
    expect(limit.take('a')).toBe(true);
    expect(limit.take('a')).toBe(false);
  });
});
