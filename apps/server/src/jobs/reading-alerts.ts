import {
  formatAgainstLimit,
  formatNumber,
  formatSensorValue,
  messages,
  QUALITY_PARAMS,
} from '@depot/contract';
import type { Db } from '../db/client';
import {
  isLowStock,
  isOutOfRange,
  LEAK_WINDOW_MINUTES,
  leakLoss,
  qualityViolation,
} from './alert-rules';
import * as repo from './alert.repository';
import type { AlertState } from './alert-state';

const LEAK_CHECK_EVERY_MS = 60_000;

/**
 * Low stock, a suspected leak and bad water quality, judged on the newest stored readings: the
 * same reading the tank card shows, whatever order batches arrived in.
 */
export class ReadingAlerts {
  private leakCheckedAt = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly state: AlertState,
  ) {}

  /** Readings older than `since` are history: they neither raise nor clear anything. */
  async tanks(tankIds: number[], since: Date) {
    for (const t of await repo.newestLevels(this.db, tankIds)) {
      const at = new Date(t.ts);
      if (at < since) continue;
      const pct = (t.volume / t.capacity) * 100;
      await this.state.apply(
        t.account_id,
        String(t.tank_id),
        new Map([['low_stock', isLowStock(t.volume, t.capacity, t.low_stock_pct)]]),
        () => ({
          kind: 'low_stock',
          message: messages.alerts.lowStock(
            t.name,
            formatAgainstLimit(t.volume, (t.capacity * t.low_stock_pct) / 100),
            formatAgainstLimit(pct, t.low_stock_pct),
          ),
        }),
      );
      await this.leak(
        { id: t.tank_id, accountId: t.account_id, name: t.name, capacity: t.capacity },
        at,
      );
    }
  }

  private async leak(
    tank: { id: number; accountId: number; name: string; capacity: number },
    at: Date,
  ) {
    const last = this.leakCheckedAt.get(tank.id) ?? 0;
    if (Date.now() - last < LEAK_CHECK_EVERY_MS) return;
    this.leakCheckedAt.set(tank.id, Date.now());
    const from = new Date(at.getTime() - LEAK_WINDOW_MINUTES * 60_000);
    const window = await repo.leakWindow(this.db, tank, from, at);
    const dropped = leakLoss({ ...window, capacity: tank.capacity });
    await this.state.apply(
      tank.accountId,
      String(tank.id),
      new Map([['leak', dropped !== null]]),
      () => ({
        kind: 'leak',
        message: messages.alerts.leak(
          tank.name,
          formatNumber(Math.round(dropped ?? 0)),
          formatNumber(Math.round(window.dispensedL)),
          LEAK_WINDOW_MINUTES,
        ),
      }),
    );
  }

  /**
   * Each parameter (pH, TDS, turbidity) is raised and cleared on its own, by the newest reading
   * that measured it: a temperature-only reading leaves them all as they were. When the last
   * one clears, the owner is told the water is back within the limits.
   */
  async quality(sensorIds: string[], since: Date) {
    for (const q of await repo.newestQuality(this.db, sensorIds, since)) {
      const wanted = new Map<string, boolean>();
      const texts = new Map<string, string>();
      for (const param of QUALITY_PARAMS) {
        const value = q[param];
        if (value === null) continue;
        const text = qualityViolation(param, value);
        wanted.set(`quality:${param}`, text !== null);
        if (text) texts.set(`quality:${param}`, text);
      }
      await this.state.apply(
        q.account_id,
        q.sensor_id,
        wanted,
        (raised) => ({
          kind: 'quality',
          message: messages.alerts.quality(raised.map((kind) => texts.get(kind)).join(', ')),
        }),
        () => ({ kind: 'quality_restored', message: messages.alerts.qualityRestored }),
      );
    }
  }

  /**
   * A smart IoT sensor's newest value against its min–max limits (both set, sensor active). An
   * inactive sensor or one whose limits were removed clears its alert silently.
   */
  async iotRange(sensorIds: string[], since: Date) {
    for (const s of await repo.newestIot(this.db, sensorIds, since)) {
      const out = isOutOfRange(s);
      await this.state.apply(s.account_id, s.sensor_id, new Map([['iot_range', out]]), () => ({
        kind: 'iot_range',
        message: messages.iot.outOfRange(
          s.sensor_name,
          s.device_name,
          formatSensorValue(s.sensor_type, s.latest_value),
          formatSensorValue(s.sensor_type, s.min_value ?? 0),
          formatSensorValue(s.sensor_type, s.max_value ?? 0),
        ),
      }));
    }
  }
}
