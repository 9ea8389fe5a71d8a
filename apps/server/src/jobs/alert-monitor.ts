import { OFFLINE_AFTER_MS, OFFLINE_CHECK_INTERVAL_MS } from '@depot/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Reading } from '../ingest';
import { AlertState } from './alert-state';
import { sweepOffline } from './offline-sweep';
import { ReadingAlerts } from './reading-alerts';

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

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    /** Told of each notification added, once committed; must return at once and never throw. */
    private readonly onNotified: (accountId: number, kind: string) => void = () => {},
  ) {
    this.state = new AlertState(database.db, onNotified);
    this.readings = new ReadingAlerts(database.db, this.state);
  }

  async start() {
    await this.state.reload();
    this.schedule();
  }

  stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
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

  /** Resolves once everything queued so far has been evaluated and no sweep is under way. */
  async idle() {
    while (this.draining || this.sweeping) await Promise.all([this.draining, this.sweeping]);
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
          await this.evaluate(() => this.state.reload());
        }
        const tanks = [...this.tanks];
        const sensors = [...this.qualitySensors];
        const iot = [...this.iotSensors];
        this.tanks.clear();
        this.qualitySensors.clear();
        this.iotSensors.clear();
        const since = new Date(Date.now() - OFFLINE_AFTER_MS);
        if (tanks.length) await this.evaluate(() => this.readings.tanks(tanks, since));
        if (sensors.length) await this.evaluate(() => this.readings.quality(sensors, since));
        if (iot.length) await this.evaluate(() => this.readings.iotRange(iot, since));
      }
    } finally {
      // Cleared in the same tick as the loop's last check: nothing noted since then is missed.
      this.draining = undefined;
    }
  }

  private evaluate(work: () => Promise<void>) {
    return work().catch((err: unknown) => this.log.error({ err }, 'alert evaluation failed'));
  }
}
