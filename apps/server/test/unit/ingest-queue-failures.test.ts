import { afterEach, describe, expect, it, vi } from 'vitest';
import { IngestQueue, type Batch } from '../../src/ingest/ingest-queue';
import { many, reading } from '../ingest-queue-fixtures';

const names = (b: Batch) => b.readings.map((r) => `${r.sensorId}${r.seq}`);

/** What PostgreSQL says for a time it cannot hold: not transient, retrying cannot help. */
const outOfRange = () =>
  Object.assign(new Error('date/time field value out of range'), { code: '22008' });
/** A server restart (admin_shutdown): transient. */
const shutdown = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });

/** A writer that refuses any batch holding one of `poisoned`, and records every attempt. */
function poisonedWriter(poisoned: string[]) {
  const attempts: string[][] = [];
  const stored: Batch[] = [];
  const write = vi.fn(async (batch: Batch) => {
    attempts.push(names(batch));
    if (names(batch).some((n) => poisoned.includes(n))) throw outOfRange();
    stored.push(batch);
  });
  return { write, attempts, stored };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('IngestQueue when a write fails', () => {
  it('isolates the reading the database refuses by halving, and stores every other one', async () => {
    const { write, stored } = poisonedWriter(['a1']);
    const unstorable = vi.fn();
    const queue = new IngestQueue(write, { maxDelayMs: 60_000, onUnstorable: unstorable });
    const a = queue.push('a', many('a', 3)).stored;
    const b = queue.push('b', many('b', 4)).stored;
    await queue.flush();

    await expect(a).resolves.toEqual([{ index: 1 }]);
    await expect(b).resolves.toEqual([]);
    expect(stored.flatMap(names).sort()).toEqual(['a0', 'a2', 'b0', 'b1', 'b2', 'b3']);
    expect(unstorable).toHaveBeenCalledTimes(1);
    expect(unstorable).toHaveBeenCalledWith(reading('a', 1), outOfRange());
    // The senders are still marked as heard, once, after the halves.
    expect(stored.filter((s) => s.seenSensorIds.length)).toEqual([
      { readings: [], seenSensorIds: ['a', 'b'] },
    ]);
  });

  it('refuses each of several bad readings by its own index, in order', async () => {
    const { write, stored } = poisonedWriter(['a0', 'a3', 'b1']);
    const queue = new IngestQueue(write, { maxDelayMs: 60_000 });
    const a = queue.push('a', many('a', 5)).stored;
    const b = queue.push('b', many('b', 2)).stored;
    await queue.flush();
    await expect(a).resolves.toEqual([{ index: 0 }, { index: 3 }]);
    await expect(b).resolves.toEqual([{ index: 1 }]);
    expect(stored.flatMap(names).sort()).toEqual(['a1', 'a2', 'a4', 'b0']);
  });

  it('refuses a lone bad reading and still marks its sensor as heard', async () => {
    const { write, attempts } = poisonedWriter(['a0']);
    const queue = new IngestQueue(write, { maxDelayMs: 60_000 });
    const a = queue.push('a', many('a', 1)).stored;
    await queue.flush();
    await expect(a).resolves.toEqual([{ index: 0 }]);
    expect(attempts).toEqual([['a0'], []]);
    expect(write).toHaveBeenLastCalledWith({ readings: [], seenSensorIds: ['a'] });
  });

  it('tries a transient failure again after 100 ms, then 400 ms, and resolves when it works', async () => {
    vi.useFakeTimers();
    let failures = 2;
    const write = vi.fn(async () => {
      if (failures-- > 0) throw shutdown();
    });
    const queue = new IngestQueue(write, { maxDelayMs: 60_000 });
    const { stored } = queue.push('a', many('a', 2));
    void queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(write).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(write).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(write).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(write).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(write).toHaveBeenCalledTimes(3);
    await expect(stored).resolves.toEqual([]);
    // Every attempt wrote the whole batch: a transient failure is not the batch's fault.
    for (const [batch] of write.mock.calls as unknown as [Batch][]) {
      expect(names(batch)).toEqual(['a0', 'a1']);
    }
  });

  it('rejects with the database error when every retry fails', async () => {
    const write = vi.fn(async () => {
      throw shutdown();
    });
    const queue = new IngestQueue(write, { maxDelayMs: 60_000, retryDelaysMs: [0, 0] });
    const { stored } = queue.push('a', many('a', 1));
    const heartbeat = queue.push('hb', []).stored;
    await queue.flush();
    await expect(stored).rejects.toMatchObject({ code: '57P01' });
    await expect(heartbeat).rejects.toMatchObject({ code: '57P01' });
    expect(write).toHaveBeenCalledTimes(3);
  });

  it('rejects only the pushes not yet stored when a transient failure strikes while halving', async () => {
    // 'bad' is refused for good; 'c0' on its own finds the database gone.
    const write = vi.fn(async (batch: Batch) => {
      const n = names(batch);
      if (n.includes('bad0')) throw outOfRange();
      if (n.length === 1 && n[0] === 'c0') throw shutdown();
    });
    const queue = new IngestQueue(write, { maxDelayMs: 60_000, retryDelaysMs: [] });
    const a = queue.push('a', many('a', 1)).stored;
    const bad = queue.push('bad', many('bad', 1)).stored;
    const c = queue.push('c', many('c', 1)).stored;
    await queue.flush();
    await expect(a).resolves.toEqual([]);
    await expect(bad).resolves.toEqual([{ index: 0 }]);
    await expect(c).rejects.toMatchObject({ code: '57P01' });
  });

  it('is empty again once a batch is settled, so a past burst never counts as a backlog', async () => {
    const { write } = poisonedWriter(['a1']);
    const queue = new IngestQueue(write, { maxDelayMs: 60_000 });
    queue.push('a', many('a', 3));
    expect(queue.waiting).toBe(3);
    await queue.flush();
    expect(queue.waiting).toBe(0);
  });
});
