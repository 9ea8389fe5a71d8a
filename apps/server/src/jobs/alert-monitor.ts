import {
  formatDateTime,
  formatNumber,
  formatOneDecimal,
  messages,
  OFFLINE_AFTER_MS,
  OFFLINE_CHECK_INTERVAL_MS,
} from '@depot/contract';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gte, isNotNull, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sensors, tankLevel, waterUsage } from '../db/schema';
import type { Reading } from '../ingest/readings';
import type { SensorDirectory } from '../ingest/sensor-directory';
import {
  activeAlerts,
  clearAlert,
  notify,
  raiseAlert,
  type AlertKey,
} from '../modules/dashboard/notifications.service';
import { isLowStock, LEAK_WINDOW_MINUTES, leakLoss, qualityViolations } from './alert-rules';

type Of<K extends Reading['kind']> = Extract<Reading, { kind: K }>;

const keyOf = (k: AlertKey) => `${k.accountId}|${k.kind}|${k.subject}`;

/** Newest reading per key in a batch. */
function newestBy<T extends Reading>(readings: T[], key: (r: T) => string | number) {
  const out = new Map<string | number, T>();
  for (const r of readings) {
    const seen = out.get(key(r));
    if (!seen || seen.ts < r.ts) out.set(key(r), r);
  }
  return [...out.values()];
}

/**
 * Turns conditions into notifications, once per transition: low stock, bad water quality and a
 * suspected leak after each ingested batch, and devices gone silent every 30 seconds. Raised
 * conditions live in the database (alert_state), so a restart neither repeats nor forgets them;
 * this process keeps a copy to avoid a query per reading.
 */
export class AlertMonitor {
  private active = new Set<string>();
  private leakCheckedAt = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly directory: SensorDirectory,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start() {
    await this.reload();
    this.timer = setInterval(() => {
      this.checkOffline().catch((err: unknown) => this.log.error({ err }, 'offline check failed'));
    }, OFFLINE_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
  }

  /** Picks up conditions raised or cleared by other server processes. */
  private async reload() {
    this.active = new Set((await activeAlerts(this.db)).map(keyOf));
  }

  private async set(key: AlertKey, on: boolean, message: () => string) {
    const k = keyOf(key);
    if (on === this.active.has(k)) return false;
    if (on) {
      this.active.add(k);
      return raiseAlert(this.db, key, message());
    }
    this.active.delete(k);
    return clearAlert(this.db, key);
  }

  async afterBatch(batch: Reading[]) {
    // Alerts are about the depot now: back-filled or delayed readings do not raise or clear them.
    const since = Date.now() - OFFLINE_AFTER_MS;
    const readings = batch.filter((r) => r.ts.getTime() >= since);
    const levels = newestBy(
      readings.filter((r): r is Of<'level'> => r.kind === 'level'),
      (r) => r.tankId,
    );
    for (const r of levels) {
      const sensor = await this.directory.get(r.sensorId);
      const tank = sensor?.tank;
      if (!tank) continue;
      await this.set(
        { accountId: r.accountId, kind: 'low_stock', subject: String(tank.id) },
        isLowStock(r.volume, tank.capacity, tank.lowStockPct),
        () =>
          messages.alerts.lowStock(
            tank.name,
            formatOneDecimal(r.volume),
            formatOneDecimal((r.volume / tank.capacity) * 100),
          ),
      );
      await this.checkLeak(r.accountId, tank, r.ts);
    }
    const qualities = newestBy(
      readings.filter((r): r is Of<'quality'> => r.kind === 'quality'),
      (r) => r.sensorId,
    );
    for (const r of qualities) {
      const violations = qualityViolations(r);
      await this.set(
        { accountId: r.accountId, kind: 'quality', subject: r.sensorId },
        violations.length > 0,
        () => messages.alerts.quality(violations.join(', ')),
      );
    }
  }

  private async checkLeak(
    accountId: number,
    tank: { id: number; name: string; capacity: number },
    at: Date,
  ) {
    const last = this.leakCheckedAt.get(tank.id) ?? 0;
    if (Date.now() - last < 60_000) return;
    this.leakCheckedAt.set(tank.id, Date.now());
    const from = new Date(at.getTime() - LEAK_WINDOW_MINUTES * 60_000);
    const volumes = await this.db
      .select({ ts: tankLevel.ts, volume: tankLevel.volume })
      .from(tankLevel)
      .where(and(eq(tankLevel.tankId, tank.id), gte(tankLevel.ts, from), lte(tankLevel.ts, at)))
      .orderBy(asc(tankLevel.ts));
    const [dispensed] = await this.db
      .select({ litres: sum(waterUsage.volumeL).mapWith(Number) })
      .from(waterUsage)
      .where(
        and(eq(waterUsage.accountId, accountId), gte(waterUsage.ts, from), lte(waterUsage.ts, at)),
      );
    const dispensedL = dispensed?.litres ?? 0;
    const dropped = leakLoss({ volumes, dispensedL, capacity: tank.capacity });
    await this.set({ accountId, kind: 'leak', subject: String(tank.id) }, dropped !== null, () =>
      messages.alerts.leak(
        tank.name,
        formatNumber(Math.round(dropped ?? 0)),
        formatNumber(Math.round(dispensedL)),
        LEAK_WINDOW_MINUTES,
      ),
    );
  }

  /** Raises 'offline' for sensors silent past the limit and clears it for those heard again. */
  async checkOffline(now = Date.now()) {
    await this.reload();
    const limit = new Date(now - OFFLINE_AFTER_MS);
    const rows = await this.db
      .select({
        sensorId: sensors.sensorId,
        accountId: sensors.accountId,
        name: sensors.name,
        lastOnline: sensors.lastOnline,
        silent: sql<boolean>`${sensors.lastOnline} < ${limit}`,
      })
      .from(sensors)
      .where(isNotNull(sensors.lastOnline));
    for (const s of rows) {
      const key = { accountId: s.accountId, kind: 'offline', subject: s.sensorId };
      const label = `${s.name} (${s.sensorId})`;
      const changed = await this.set(key, s.silent, () =>
        messages.alerts.offline(label, formatDateTime(s.lastOnline ?? new Date(now))),
      );
      if (changed && !s.silent)
        await notify(this.db, s.accountId, 'online', messages.alerts.online(label));
    }
  }
}
