import { jakartaToday, type ServerEvent } from '@depot/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { todaysUsage } from '../dashboard';

/** What live events need of a stored reading (ingestion's readings have this shape). */
export type CommittedReading =
  | {
      kind: 'level';
      accountId: number;
      tankId: number;
      ts: Date;
      waterLevelCm: number;
      volume: number;
    }
  | {
      kind: 'position';
      accountId: number;
      sensorId: string;
      ts: Date;
      lat: number;
      lon: number;
      speed: number | null;
    }
  | { kind: 'flow' | 'quality' | 'iot' | 'actuator'; accountId: number; ts: Date };

type Level = Extract<CommittedReading, { kind: 'level' }>;
type Position = Extract<CommittedReading, { kind: 'position' }>;

/**
 * Turns each committed batch of readings into events: a tank's newest level at once, and for
 * depots whose taps counted gallons, today's totals read back from the rollup. Those reads run
 * one at a time, depots waiting meanwhile gathered into the next, so a busy ingest costs one
 * query per read, and events of a depot leave in the order their batches were stored.
 */
export class ReadingEvents {
  /** Depots waiting for a usage event, and whether their gallons fell on another day. */
  private waiting = new Map<number, boolean>();
  private reading: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly publish: (accountId: number, event: ServerEvent) => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Told of a batch once committed: returns at once and never throws. */
  committed(readings: readonly CommittedReading[], now = new Date()) {
    const newest = new Map<number, Level>();
    const bikes = new Map<string, Position>();
    const today = jakartaToday(now);
    for (const r of readings) {
      if (r.kind === 'level') {
        const seen = newest.get(r.tankId);
        if (!seen || seen.ts <= r.ts) newest.set(r.tankId, r);
      } else if (r.kind === 'position') {
        const seen = bikes.get(r.sensorId);
        if (!seen || seen.ts <= r.ts) bikes.set(r.sensorId, r);
      } else if (r.kind === 'flow') {
        const otherDay = jakartaToday(r.ts) !== today;
        this.waiting.set(r.accountId, otherDay || (this.waiting.get(r.accountId) ?? false));
      }
    }
    for (const r of newest.values()) {
      this.publish(r.accountId, {
        type: 'tank',
        tank_id: r.tankId,
        water_level_cm: r.waterLevelCm,
        volume: r.volume,
        timestamp: r.ts.toISOString(),
      });
    }
    for (const r of bikes.values()) {
      this.publish(r.accountId, {
        type: 'position',
        tracker_id: r.sensorId,
        latitude: r.lat,
        longitude: r.lon,
        speed: r.speed,
        timestamp: r.ts.toISOString(),
      });
    }
    if (this.waiting.size) this.reading ??= this.readUsage();
  }

  /** Resolves when no usage read is under way. */
  async idle() {
    await this.reading;
  }

  private async readUsage() {
    while (this.waiting.size) {
      const depots = this.waiting;
      this.waiting = new Map();
      try {
        for (const { accountId, today } of await todaysUsage(this.db, [...depots.keys()])) {
          this.publish(accountId, {
            type: 'usage',
            today,
            other_days: depots.get(accountId) ?? false,
          });
        }
      } catch (err) {
        this.log.warn({ err }, 'live events: could not read today’s gallons');
      }
    }
    this.reading = undefined;
  }
}
