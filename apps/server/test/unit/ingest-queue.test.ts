import { afterEach, describe, expect, it, vi } from 'vitest';
import { IngestQueue, type Batch, type QueueOptions } from '../../src/ingest/ingest-queue';
import { many } from '../ingest-queue-fixtures';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A queue whose writes are recorded and finish only when the test says so. */
function queueWithManualWrites(options: QueueOptions) {
  const batches: Batch[] = [];
  const finish: ReturnType<typeof deferred>[] = [];
  const queue = new IngestQueue((batch) => {
    batches.push(batch);
    const d = deferred();
    finish.push(d);
    return d.promise;
  }, options);
  return { queue, batches, finish };
}

/** The error node-postgres gives when the server ends the connection: transient. */
const lost = () => new Error('Connection terminated unexpectedly');

/** Lets queued promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('IngestQueue', () => {
  it('writes at once when a batch reaches maxBatch, before the delay runs out', async () => {
    const { queue, batches, finish } = queueWithManualWrites({ maxBatch: 5, maxDelayMs: 60_000 });
    queue.push('a', many('a', 3));
    await settle();
    expect(batches).toEqual([]);
    queue.push('b', many('b', 2));
    await settle();
    expect(batches.map((b) => b.readings.length)).toEqual([5]);
    expect(batches[0]?.seenSensorIds.sort()).toEqual(['a', 'b']);
    finish[0]?.resolve();
  });

  it('writes a small batch after maxDelayMs', async () => {
    vi.useFakeTimers();
    const { queue, batches, finish } = queueWithManualWrites({ maxDelayMs: 200 });
    const { stored } = queue.push('a', many('a', 2));
    await vi.advanceTimersByTimeAsync(199);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches.map((b) => b.readings.map((r) => r.seq))).toEqual([[0, 1]]);
    finish[0]?.resolve();
    await expect(stored).resolves.toEqual([]);
  });

  it('resolves a push only once its batch is written', async () => {
    const { queue, finish } = queueWithManualWrites({ maxBatch: 1 });
    let done = false;
    void queue.push('a', many('a', 1)).stored.then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    finish[0]?.resolve();
    await settle();
    expect(done).toBe(true);
  });

  it('writes one batch at a time, in order', async () => {
    const { queue, batches, finish } = queueWithManualWrites({ maxBatch: 2 });
    const first = queue.push('a', many('a', 2, 0)).stored;
    const second = queue.push('b', many('b', 2, 10)).stored;
    await settle();
    expect(batches).toHaveLength(1);
    finish[0]?.resolve();
    await first;
    await settle();
    expect(batches.map((b) => b.readings[0]?.seq)).toEqual([0, 10]);
    finish[1]?.resolve();
    await second;
  });

  it('rejects every waiter when a transient failure outlasts the retries, and carries on', async () => {
    const { queue, finish } = queueWithManualWrites({
      maxBatch: 10,
      maxDelayMs: 60_000,
      retryDelaysMs: [],
    });
    const a = queue.push('a', many('a', 1)).stored;
    const b = queue.push('b', many('b', 1)).stored;
    void queue.flush();
    await settle();
    finish[0]?.reject(lost());
    await expect(a).rejects.toThrow('Connection terminated unexpectedly');
    await expect(b).rejects.toThrow('Connection terminated unexpectedly');

    const c = queue.push('c', many('c', 1)).stored;
    void queue.flush();
    await settle();
    finish[1]?.resolve();
    await expect(c).resolves.toEqual([]);
  });

  it("refuses a sensor's readings beyond its cap by index, leaving other sensors alone", async () => {
    const { queue, batches, finish } = queueWithManualWrites({
      maxPendingPerSensor: 3,
      maxDelayMs: 60_000,
    });
    expect(queue.push('a', many('a', 2)).refused).toEqual([]);
    expect(queue.push('a', many('a', 3, 2)).refused).toEqual([1, 2]);
    expect(queue.push('a', many('a', 2, 5)).refused).toEqual([0, 1]);
    expect(queue.push('b', many('b', 3)).refused).toEqual([]);
    void queue.flush();
    await settle();
    expect(batches[0]?.readings.map((r) => `${r.sensorId}${r.seq}`)).toEqual([
      'a0',
      'a1',
      'a2',
      'b0',
      'b1',
      'b2',
    ]);
    finish[0]?.resolve();
  });

  it("counts a sensor's readings still being written against its cap, so a flood cannot queue up", async () => {
    const { queue, batches, finish } = queueWithManualWrites({
      maxBatch: 3,
      maxPendingPerSensor: 3,
      maxDelayMs: 60_000,
    });
    const first = queue.push('a', many('a', 3)).stored;
    await settle();
    expect(batches).toHaveLength(1);
    // While the first batch is being written, the flooding sensor gets no more room…
    expect(queue.push('a', many('a', 2, 3)).refused).toEqual([0, 1]);
    // …but another sensor does.
    expect(queue.push('b', many('b', 1)).refused).toEqual([]);
    finish[0]?.resolve();
    await first;
    expect(queue.push('a', many('a', 2, 5)).refused).toEqual([]);
    void queue.flush();
    await settle();
    expect(batches[1]?.readings.map((r) => `${r.sensorId}${r.seq}`)).toEqual(['b0', 'a5', 'a6']);
    finish[1]?.resolve();
  });

  it('gives a sensor its room back when its batch failed', async () => {
    const { queue, finish } = queueWithManualWrites({
      maxBatch: 2,
      maxPendingPerSensor: 2,
      retryDelaysMs: [],
    });
    const failed = queue.push('a', many('a', 2)).stored;
    await settle();
    finish[0]?.reject(lost());
    await expect(failed).rejects.toThrow('Connection terminated unexpectedly');
    expect(queue.push('a', many('a', 2, 2)).refused).toEqual([]);
    await settle();
    finish[1]?.resolve();
  });

  it('reports a sensor that only sent a heartbeat as seen, with no readings', async () => {
    const { queue, batches, finish } = queueWithManualWrites({ maxDelayMs: 60_000 });
    const { refused, stored } = queue.push('hb', []);
    expect(refused).toEqual([]);
    void queue.flush();
    await settle();
    expect(batches).toEqual([{ readings: [], seenSensorIds: ['hb'] }]);
    finish[0]?.resolve();
    await stored;
  });

  it('flush() with nothing waiting writes nothing and resolves', async () => {
    const write = vi.fn(async () => {});
    const queue = new IngestQueue(write);
    await queue.flush();
    expect(write).not.toHaveBeenCalled();
  });
});
