import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import {
  SENSOR_ID_PATTERN,
  type SensorKind,
  type SmartIotSensorType,
  type Tap,
} from '@depot/contract';
import type { Db } from '../db/client';
import { accounts, sensors, smartIotSensors, tanks } from '../db/schema';
import type { DeviceChange } from './device-watch';
import { hashDeviceKey } from '../lib/secrets';

export interface SensorInfo {
  sensorId: string;
  accountId: number;
  kind: SensorKind;
  tap: Tap | null;
  name: string;
  keyHash: string;
  tank: {
    id: number;
    name: string;
    capacity: number;
    heightCm: number;
    lowStockPct: number;
  } | null;
  /** A smart IoT sensor's type (kind `iot`): what its values mean and may be. */
  iotType: SmartIotSensorType | null;
}

const TTL_MS = 30_000;
/** Entries expire at scattered times, so a fleet connected at once is not looked up at once. */
const ttl = () => TTL_MS * (0.75 + Math.random() / 2);
/**
 * A refusal is remembered briefly: a deleted device that keeps sending costs nothing, and one
 * added meanwhile is let in at once anyway (its NOTIFY drops the refusal).
 */
export const REFUSAL_TTL_MS = 10_000;

/**
 * Sensors as ingestion needs them, cached for a short while: every reading is checked against
 * its sensor, and a flood of readings must not become a flood of lookups. Unknown ids are cached
 * too, so a device sending to a wrong id costs nothing after the first message. A sensor of a
 * switched-off depot is unknown. Every change to sensors and depots, in any process, drops what
 * it touches (`forget`, told by the DeviceWatch).
 */
export class SensorDirectory {
  private cache = new Map<string, { info: SensorInfo | undefined; expires: number }>();
  /** Lookups under way: many messages for one sensor share a single query. */
  private loading = new Map<string, Promise<SensorInfo | undefined>>();
  /** Raised by every change: a lookup that began before one is not cached. */
  private generation = 0;

  constructor(private readonly db: Db) {}

  /** Drops what a change makes stale: the sensor, or a depot's sensors, and every refusal. */
  forget(change: DeviceChange | 'all') {
    this.generation += 1;
    this.loading.clear();
    if (change === 'all') {
      this.cache.clear();
      return;
    }
    for (const [cacheKey, { info }] of this.cache) {
      const stale =
        info === undefined ||
        ('sensorId' in change
          ? info.sensorId === change.sensorId
          : info.accountId === change.accountId);
      if (stale) this.cache.delete(cacheKey);
    }
  }

  async get(sensorId: string): Promise<SensorInfo | undefined> {
    // No sensor has such an id; and a NUL byte must never reach the database.
    if (!SENSOR_ID_PATTERN.test(sensorId)) return undefined;
    return this.cached(sensorId, () => this.load(eq(sensors.sensorId, sensorId)));
  }

  /**
   * The tracker whose key this is: the OsmAnd protocol sends only the key (as `id`), so the
   * phone's 'device identifier' field is the secret. Only `gps` sensors are found this way.
   */
  async byKey(key: string): Promise<SensorInfo | undefined> {
    if (!key) return undefined;
    const hash = hashDeviceKey(key);
    const info = await this.cached(`key:${hash}`, () => this.load(eq(sensors.keyHash, hash)));
    return info?.kind === 'gps' ? info : undefined;
  }

  private async cached(
    cacheKey: string,
    load: () => Promise<SensorInfo | undefined>,
  ): Promise<SensorInfo | undefined> {
    const hit = this.cache.get(cacheKey);
    if (hit && hit.expires > Date.now()) return hit.info;
    let loading = this.loading.get(cacheKey);
    if (!loading) {
      const generation = this.generation;
      loading = load()
        .then((info) => {
          if (this.cache.size > 100_000) this.cache.clear();
          // A change committed while this was read may not be in it: not worth keeping.
          if (generation === this.generation) {
            const expires = Date.now() + (info ? ttl() : REFUSAL_TTL_MS);
            this.cache.set(cacheKey, { info, expires });
          }
          return info;
        })
        .finally(() => {
          if (this.loading.get(cacheKey) === loading) this.loading.delete(cacheKey);
        });
      this.loading.set(cacheKey, loading);
    }
    return loading;
  }

  private async load(where: SQL): Promise<SensorInfo | undefined> {
    const [row] = await this.db
      .select({
        sensorId: sensors.sensorId,
        accountId: sensors.accountId,
        kind: sensors.kind,
        tap: sensors.tap,
        name: sensors.name,
        keyHash: sensors.keyHash,
        tankId: tanks.id,
        tankName: tanks.name,
        capacity: tanks.capacity,
        heightCm: tanks.heightCm,
        lowStockPct: tanks.lowStockPct,
        iotType: smartIotSensors.sensorType,
      })
      .from(sensors)
      .innerJoin(accounts, eq(accounts.id, sensors.accountId))
      .leftJoin(tanks, eq(tanks.id, sensors.tankId))
      .leftJoin(smartIotSensors, eq(smartIotSensors.sensorId, sensors.sensorId))
      .where(and(where, isNull(accounts.disabledAt)))
      .limit(1);
    const info: SensorInfo | undefined = row && {
      sensorId: row.sensorId,
      accountId: row.accountId,
      kind: row.kind,
      tap: row.tap,
      name: row.name,
      keyHash: row.keyHash,
      tank:
        row.tankId === null
          ? null
          : {
              id: row.tankId,
              name: row.tankName ?? '',
              capacity: row.capacity ?? 0,
              heightCm: row.heightCm ?? 0,
              lowStockPct: row.lowStockPct ?? 20,
            },
      iotType: row.iotType,
    };
    return info;
  }

  /** The sensor, if `key` is its device key. */
  async authenticate(sensorId: string, key: string | undefined): Promise<SensorInfo | undefined> {
    const info = await this.get(sensorId);
    if (!info || !key) return undefined;
    const given = Buffer.from(hashDeviceKey(key), 'hex');
    const stored = Buffer.from(info.keyHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored) ? info : undefined;
  }
}
