import { OFFLINE_AFTER_MS, OFFLINE_CHECK_INTERVAL_MS } from '@depot/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Reading } from '../ingest';
import { AlertState } from './alert-state';
import { sweepOffline } from './offline-sweep';
import { ReadingAlerts } from './reading-alerts';

/** The longest wait between tries of a failed alert evaluation. */
const RETRY_MAX_MS = 30_000;

/**
 * Turns conditions into notifications, once per transition: low stock, a suspected leak, bad
 * water quality and smart IoT values outside their limits after readings are stored, and devices gone silent every 30 seconds.
 *
 * Stored readings are handed over and evaluated later, on a queue of its own, one evaluation at
 * a time: ingestion never waits for alert queries and never sees them fail. While an evaluation
 * runs, the tanks and sensors that receive readings are only noted, so however many batches
 * arrive meanwhile, the next evaluation looks at each of them once.
 */
export class AlertMonitor {
  private readonly state: AlertState;
  private readonly readings: ReadingAlerts;
  private tanks = new Set<number>();
  private qualitySensors = new Set<string>();
  private iotSensors = new Set<string>();
  private reloadDue = false;
  private draining: Promise<void> | undefined;
  private sweeping: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** Work whose evaluation failed, waiting to be tried again. */
  private failed = {
    reload: false,
    tanks: new Set<number>(),
    quality: new Set<string>(),
    iot: new Set<string>(),
  };
  private retryTimer: NodeJS.Timeout | undefined;
  private retryWaitMs: number;
  private retried: Promise<void> | undefined;
  private endRetry: () => void = () => {};
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    /** Told of each notification added, once committed; must return at once and never throw. */
    private readonly onNotified: (accountId: number, kind: string) => void = () => {},
    /** The first wait before a failed evaluation is tried again; it doubles up to RETRY_MAX_MS. */
    private readonly retryMs = 1_000,
  ) {
    this.retryWaitMs = retryMs;
    this.state = new AlertState(database.db, onNotified);
    this.readings = new ReadingAlerts(database.db, this.state);
  }

  async start() {
    await this.state.reload();
    this.schedule();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.retried = undefined;
    this.endRetry();
  }

  /** Notes committed readings for evaluation; returns at once and never throws. */
  enqueue(readings: readonly Reading[]) {
    try {
      // Alerts are about the depot now: back-filled or delayed readings do not raise or clear them.
      const since = Date.now() - OFFLINE_AFTER_MS;
      for (const r of readings) {
        if (r.ts.getTime() < since) continue;
        if (r.kind === 'level') this.tanks.add(r.tankId);
        else if (r.kind === 'quality') this.qualitySensors.add(r.sensorId);
        else if (r.kind === 'iot') this.iotSensors.add(r.sensorId);
      }
      this.kick();
    } catch (err) {
      this.log.error({ err }, 'alert evaluation not queued');
    }
  }

  /**
   * Resolves once everything queued so far has been evaluated (failed evaluations included, once
   * a retry succeeded) and no sweep is under way.
   */
  async idle() {
    while (this.draining || this.sweeping || this.retried) {
      await Promise.all([this.draining, this.sweeping, this.retried]);
    }
  }

  /** Raises 'offline' for sensors silent past the limit and clears it for those heard again. */
  checkOffline(now = Date.now()): Promise<boolean> {
    return sweepOffline(this.database, new Date(now), this.onNotified);
  }

  /**
   * Every process ticks at the same wall-clock moments, so the advisory lock usually finds
   * another process sweeping and this one skips the interval's work.
   */
  private schedule() {
    const wait = OFFLINE_CHECK_INTERVAL_MS - (Date.now() % OFFLINE_CHECK_INTERVAL_MS);
    this.timer = setTimeout(() => this.tick(), wait);
    this.timer.unref();
  }

  private tick() {
    this.schedule();
    this.sweeping ??= this.checkOffline()
      .then(
        () => undefined,
        (err: unknown) => this.log.error({ err }, 'offline check failed'),
      )
      .finally(() => {
        this.sweeping = undefined;
      });
    this.reloadDue = true;
    this.kick();
  }

  private kick() {
    this.draining ??= this.drain();
  }

  private async drain() {
    // Never finishes synchronously: `draining` is set before it is cleared below.
    await Promise.resolve();
    try {
      while (
        this.reloadDue ||
        this.tanks.size ||
        this.qualitySensors.size ||
        this.iotSensors.size
      ) {
        if (this.reloadDue) {
          this.reloadDue = false;
          await this.evaluate(
            () => this.state.reload(),
            () => (this.failed.reload = true),
          );
        }
        const tanks = [...this.tanks];
        const sensors = [...this.qualitySensors];
        const iot = [...this.iotSensors];
        this.tanks.clear();
        this.qualitySensors.clear();
        this.iotSensors.clear();
        const since = new Date(Date.now() - OFFLINE_AFTER_MS);
        const keep =
          <T>(into: Set<T>, ids: T[]) =>
          () =>
            ids.forEach((id) => into.add(id));
        if (tanks.length) {
          await this.evaluate(
            () => this.readings.tanks(tanks, since),
            keep(this.failed.tanks, tanks),
          );
        }
        if (sensors.length) {
          await this.evaluate(
            () => this.readings.quality(sensors, since),
            keep(this.failed.quality, sensors),
          );
        }
        if (iot.length) {
          await this.evaluate(() => this.readings.iotRange(iot, since), keep(this.failed.iot, iot));
        }
      }
    } finally {
      // Cleared in the same tick as the loop's last check: nothing noted since then is missed.
      this.draining = undefined;
      this.scheduleRetry();
    }
  }

  /**
   * A failed evaluation (a lost connection, a failover) keeps what it was about, and is tried
   * again after a wait that doubles while failures go on: the readings stay stored, so the
   * evaluation finds them then. A success resets the wait.
   */
  private async evaluate(work: () => Promise<void>, onFailure: () => void) {
    try {
      await work();
      this.retryWaitMs = this.retryMs;
    } catch (err) {
      this.log.error({ err }, 'alert evaluation failed; it is tried again');
      onFailure();
    }
  }

  private scheduleRetry() {
    const { failed } = this;
    const pending = failed.reload || failed.tanks.size + failed.quality.size + failed.iot.size > 0;
    if (!pending || this.retryTimer || this.stopped) return;
    const wait = this.retryWaitMs;
    this.retryWaitMs = Math.min(RETRY_MAX_MS, wait * 2);
    this.retried = new Promise<void>((done) => {
      this.endRetry = done;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        this.reloadDue ||= failed.reload;
        failed.reload = false;
        for (const id of failed.tanks) this.tanks.add(id);
        for (const id of failed.quality) this.qualitySensors.add(id);
        for (const id of failed.iot) this.iotSensors.add(id);
        failed.tanks.clear();
        failed.quality.clear();
        failed.iot.clear();
        this.kick();
        // `retried` is replaced by the next retry's promise, if this one failed again.
        this.retried = undefined;
        const drained = this.draining ?? Promise.resolve();
        void drained.then(done, done);
      }, wait);
      this.retryTimer.unref();
    });
  }
}
