import {
  isQualitySafe,
  jakartaToday,
  OFFLINE_AFTER_MS,
  QUALITY_PARAMS,
  type DepotToday,
  type QualityHistory,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { depotId } from '../depots';
import { tillToday } from '../pos';
import * as repo from './home.repository';
import { latestTankReadings } from './reports.repository';
import { todaysUsage } from './reports.service';

const iso = (t: Date | string) => new Date(t).toISOString();
const round1 = (n: number) => Math.round(n * 10) / 10;

function tankTotal(tanks: { volume: number; capacity: number }[]): DepotToday['tank'] {
  if (!tanks.length) return null;
  const volume = tanks.reduce((sum, t) => sum + t.volume, 0);
  const capacity = tanks.reduce((sum, t) => sum + t.capacity, 0);
  return { volume, capacity, percent: capacity > 0 ? round1((volume / capacity) * 100) : 0 };
}

function qualityOf(row: Awaited<ReturnType<typeof repo.newestQuality>>): DepotToday['quality'] {
  if (!row?.ts) return null;
  const params = QUALITY_PARAMS.flatMap((param) => {
    const value = row[param];
    return value === null ? [] : [{ param, value, safe: isQualitySafe(param, value) }];
  });
  return { ts: iso(row.ts), safe: params.every((p) => p.safe), params };
}

/** The owner's first screen: today's till against the taps, the tanks, the water, the devices. */
export async function depotToday(db: Db, username: string, now = new Date()): Promise<DepotToday> {
  const accountId = await depotId(db, username);
  const [name, till, usage, tanks, quality, devices] = await Promise.all([
    repo.depotName(db, accountId),
    tillToday(db, accountId, now),
    todaysUsage(db, [accountId], now),
    latestTankReadings(db, accountId),
    repo.newestQuality(db, accountId),
    repo.devices(db, accountId),
  ]);
  const tapGallons = usage[0]?.today.gallons ?? 0;
  return {
    date: jakartaToday(now),
    depot_name: name,
    takings: till.takings,
    sold_gallons: till.gallons,
    tap_gallons: tapGallons,
    gap_gallons: tapGallons - till.gallons,
    tank: tankTotal(tanks),
    quality: qualityOf(quality),
    devices: devices.map((d) => ({
      name: d.name,
      kind: d.kind,
      online:
        d.last_online !== null &&
        now.getTime() - new Date(d.last_online).getTime() < OFFLINE_AFTER_MS,
      last_online: d.last_online === null ? null : iso(d.last_online),
    })),
  };
}

export async function qualityHistory(
  db: Db,
  username: string,
  now = new Date(),
): Promise<QualityHistory> {
  const rows = await repo.qualityHours(db, await depotId(db, username), now);
  return { readings: rows.map((r) => ({ ...r, ts: iso(r.ts) })) };
}
