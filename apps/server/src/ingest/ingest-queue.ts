import { messages } from '@depot/contract';
import type { Reading } from './readings';

export interface Batch {
  readings: Reading[];
  /** Every sensor heard from, including those that only sent a heartbeat. */
  seenSensorIds: string[];
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface QueueOptions {
  /** The longest a reading waits before its batch is written. */
  maxDelayMs?: number;
  /** A batch is written at once when it reaches this many readings. */
  maxBatch?: number;
  /** Readings one sensor may have waiting; more are refused, so a flood cannot crowd out others. */
  maxPendingPerSensor?: number;
}

/**
 * Collects readings from every device and writes them in batches, one batch at a time. A push
 * resolves once its readings are committed.
 */
export class IngestQueue {
  private pending: Reading[] = [];
  private seen = new Set<string>();
  private perSensor = new Map<string, number>();
  private waiters: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private inFlight = 0;
  private readonly maxDelayMs: number;
  private readonly maxBatch: number;
  private readonly maxPendingPerSensor: number;

  constructor(
    private readonly write: (batch: Batch) => Promise<void>,
    options: QueueOptions = {},
  ) {
    this.maxDelayMs = options.maxDelayMs ?? 200;
    this.maxBatch = options.maxBatch ?? 5000;
    this.maxPendingPerSensor = options.maxPendingPerSensor ?? 5000;
  }

  /**
   * Queues a sensor's readings. Returns the indexes (within `readings`) refused because the
   * sensor already has too many waiting, and a promise that settles when the rest are stored.
   */
  push(sensorId: string, readings: Reading[]): { refused: number[]; stored: Promise<void> } {
    const waiting = this.perSensor.get(sensorId) ?? 0;
    const room = Math.max(0, this.maxPendingPerSensor - waiting);
    const taken = readings.slice(0, room);
    const refused = readings.slice(room).map((_, i) => room + i);
    if (taken.length) this.perSensor.set(sensorId, waiting + taken.length);
    this.pending.push(...taken);
    this.seen.add(sensorId);
    const stored = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    if (this.pending.length >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.maxDelayMs);
    return { refused, stored };
  }

  static readonly busyReason = messages.ingest.busy;

  /** Readings waiting for a batch, and those in the batch being written. */
  get waiting() {
    return this.pending.length + this.inFlight;
  }

  /** Writes whatever is waiting; resolves when it (and any earlier batch) is committed. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.pending.length && !this.seen.size) return this.writing;
    const batch: Batch = { readings: this.pending, seenSensorIds: [...this.seen] };
    const waiters = this.waiters;
    this.pending = [];
    this.seen = new Set();
    this.waiters = [];
    this.inFlight += batch.readings.length;
    this.writing = this.writing.then(async () => {
      try {
        await this.write(batch);
        for (const w of waiters) w.resolve();
      } catch (error) {
        for (const w of waiters) w.reject(error);
      } finally {
        // Readings count against their sensor's cap until written, not just until flushed:
        // otherwise a flood queues batch after batch ahead of every other device.
        this.release(batch.readings);
      }
    });
    return this.writing;
  }

  private release(readings: Reading[]) {
    for (const r of readings) {
      const left = (this.perSensor.get(r.sensorId) ?? 0) - 1;
      if (left > 0) this.perSensor.set(r.sensorId, left);
      else this.perSensor.delete(r.sensorId);
    }
  }
}
