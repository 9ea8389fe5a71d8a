import { isTransientDbError } from '../lib/db-errors';
import type { Reading } from './readings';

/**
 * A reading of a push that was not stored: refused by the writer for a reason it names (a
 * tracker's duplicate or jump), or, without a reason, refused by the database even alone.
 */
export interface NotStored {
  index: number;
  reason?: string;
}

/** The writer may refuse readings that passed parsing but not a check needing stored state. */
export type Refusals = ReadonlyMap<Reading, string>;

export interface Batch {
  readings: Reading[];
  /** Every sensor heard from, including those that only sent a heartbeat. */
  seenSensorIds: string[];
}

/** One push: settles when all of its readings are stored or known to be unstorable. */
interface Waiter {
  /** How many readings of the push were queued. */
  size: number;
  failed: NotStored[];
  /** Set when the batch stopped (a transient failure outlasted the retries) before this push was stored. */
  error?: { cause: unknown };
  resolve: (failed: NotStored[]) => void;
  reject: (error: unknown) => void;
}

interface Entry {
  reading: Reading;
  waiter: Waiter;
  /** The reading's index in its push. */
  index: number;
  done: boolean;
}

export interface QueueOptions {
  /** The longest a reading waits before its batch is written. */
  maxDelayMs?: number;
  /** A batch is written at once when it reaches this many readings. */
  maxBatch?: number;
  /** Readings one sensor may have waiting; more are refused, so a flood cannot crowd out others. */
  maxPendingPerSensor?: number;
  /** Waits before each new attempt after a transient failure (lost connection, restart). */
  retryDelaysMs?: number[];
  /** Told about each reading the database refused, alone, for a reason other than a transient one. */
  onUnstorable?: (reading: Reading, error: unknown) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Collects readings from every device and writes them in batches, one batch at a time. A push
 * resolves once its readings are committed, with the indexes of those that could not be.
 *
 * One bad reading must not cost its neighbours from other devices: a write that fails for a
 * transient reason is tried again, and one that fails otherwise is split in halves until the
 * failing readings are alone.
 */
export class IngestQueue {
  private pending: Entry[] = [];
  private seen = new Set<string>();
  private perSensor = new Map<string, number>();
  private waiters: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private inFlight = 0;
  private readonly maxDelayMs: number;
  private readonly maxBatch: number;
  private readonly maxPendingPerSensor: number;
  private readonly retryDelaysMs: number[];
  private readonly onUnstorable: QueueOptions['onUnstorable'];

  constructor(
    private readonly write: (batch: Batch) => Promise<Refusals | void>,
    options: QueueOptions = {},
  ) {
    this.maxDelayMs = options.maxDelayMs ?? 200;
    this.maxBatch = options.maxBatch ?? 5000;
    this.maxPendingPerSensor = options.maxPendingPerSensor ?? 5000;
    this.retryDelaysMs = options.retryDelaysMs ?? [100, 400, 1600];
    this.onUnstorable = options.onUnstorable;
  }

  /**
   * Queues a sensor's readings. Returns the indexes (within `readings`) refused because the
   * sensor already has too many waiting, and a promise of those that could not be stored; it
   * rejects when storing failed for a transient reason even after the retries.
   */
  push(sensorId: string, readings: Reading[]): { refused: number[]; stored: Promise<NotStored[]> } {
    const waiting = this.perSensor.get(sensorId) ?? 0;
    const room = Math.max(0, this.maxPendingPerSensor - waiting);
    const taken = readings.slice(0, room);
    const refused = readings.slice(room).map((_, i) => room + i);
    if (taken.length) this.perSensor.set(sensorId, waiting + taken.length);
    this.seen.add(sensorId);
    // Every reading refused: nothing to wait for, and the sender should hear so at once.
    const stored = readings.length && !taken.length ? Promise.resolve([]) : this.enqueue(taken);
    if (this.pending.length >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.maxDelayMs);
    return { refused, stored };
  }

  private enqueue(readings: Reading[]): Promise<NotStored[]> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { size: readings.length, failed: [], resolve, reject };
      this.waiters.push(waiter);
      readings.forEach((reading, index) =>
        this.pending.push({ reading, waiter, index, done: false }),
      );
    });
  }

  /** Readings waiting for a batch, and those in the batch being written. */
  get waiting() {
    return this.pending.length + this.inFlight;
  }

  /** Writes whatever is waiting; resolves when it (and any earlier batch) is settled. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.pending.length && !this.seen.size) return this.writing;
    const entries = this.pending;
    const seen = [...this.seen];
    const waiters = this.waiters;
    this.pending = [];
    this.seen = new Set();
    this.waiters = [];
    this.inFlight += entries.length;
    this.writing = this.writing.then(async () => {
      try {
        await this.store(entries, seen);
      } catch (error) {
        // Storing stopped (a transient failure outlasted the retries): whoever has a reading not
        // yet stored, or sent only a heartbeat, is told to resend.
        for (const e of entries) if (!e.done) e.waiter.error = { cause: error };
        for (const w of waiters) if (!w.size) w.error = { cause: error };
      } finally {
        this.inFlight -= entries.length;
        // Readings count against their sensor's cap until written, not just until flushed:
        // otherwise a flood queues batch after batch ahead of every other device.
        this.release(entries);
      }
      for (const w of waiters) {
        if (w.error) w.reject(w.error.cause);
        else w.resolve(w.failed);
      }
    });
    return this.writing;
  }

  /** Writes entries; a failure that is not transient is narrowed down by halving. */
  private async store(entries: Entry[], seen: string[]): Promise<void> {
    try {
      const refusals = await this.attempt({
        readings: entries.map((e) => e.reading),
        seenSensorIds: seen,
      });
      for (const e of entries) {
        e.done = true;
        const reason = refusals?.get(e.reading);
        if (reason) e.waiter.failed.push({ index: e.index, reason });
      }
      return;
    } catch (error) {
      if (isTransientDbError(error) || !entries.length) throw error;
      const [first, ...rest] = entries;
      if (first && !rest.length) {
        first.done = true;
        first.waiter.failed.push({ index: first.index });
        this.onUnstorable?.(first.reading, error);
      } else {
        const half = Math.ceil(entries.length / 2);
        await this.store(entries.slice(0, half), []);
        await this.store(entries.slice(half), []);
      }
    }
    // The senders were heard even if their readings were refused.
    if (seen.length) await this.store([], seen);
  }

  private async attempt(batch: Batch): Promise<Refusals | void> {
    for (let tries = 0; ; tries++) {
      try {
        return await this.write(batch);
      } catch (error) {
        const delay = this.retryDelaysMs[tries];
        if (delay === undefined || !isTransientDbError(error)) throw error;
        await sleep(delay);
      }
    }
  }

  private release(entries: Entry[]) {
    for (const { reading } of entries) {
      const left = (this.perSensor.get(reading.sensorId) ?? 0) - 1;
      if (left > 0) this.perSensor.set(reading.sensorId, left);
      else this.perSensor.delete(reading.sensorId);
    }
  }
}
