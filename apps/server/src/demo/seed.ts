import { count, desc, eq } from 'drizzle-orm';
import { hashDeviceKey, hashPassword } from '../lib/secrets';
import type { Db } from '../db/client';
import { accounts, tankLevel, tanks } from '../db/schema';
import { insertDepot } from '../modules/admin';
import { insertAccount } from '../modules/auth';
import { seedDemoCctv } from './cctv';
import { seedDemoIot } from './iot';
import { seedDemoMapPoints } from './public-map';
import { seedDemoTestimonials } from './testimonials';
import { seedDemoTrackers } from './trackers';

export const DEMO = {
  admin: { username: 'admin', password: 'admin123' },
  owner: { username: 'depot1', password: 'depot123' },
  deviceKey: 'demo-key',
} as const;

/**
 * Fills an empty database with the demo super admin and depot (with its motorbikes' trackers, a
 * geofence, CCTV sample clips, a weather station and an avocado farm), WebGIS's surveyed depots
 * (the subscribed ones customers shown on the public map) and example testimonials. Returns false
 * when the database already had accounts (nothing is touched then).
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(accounts);
  if ((row?.n ?? 0) > 0) return false;
  const keyHash = hashDeviceKey(DEMO.deviceKey);
  const sensor = (
    sensor_id: string,
    nama_sensor: string,
    kind: 'level' | 'flow' | 'quality',
    tap: 'A' | 'B' | 'C' | null = null,
  ) => ({
    sensor_id,
    nama_sensor,
    kind,
    tap,
    is_main: kind === 'level',
    keyHash,
  });
  await db.transaction(async (tx) => {
    await insertAccount(tx, {
      username: DEMO.admin.username,
      passwordHash: await hashPassword(DEMO.admin.password),
      isSuperAdmin: true,
    });
    const depotId = await insertDepot(tx, {
      username: DEMO.owner.username,
      passwordHash: await hashPassword(DEMO.owner.password),
      depotName: 'Depot Air Tirta Segar',
      address: 'Jl. Margonda Raya No. 21, Depok, Jawa Barat',
      tank: { name: 'Tangki Utama', capacity: 1000, heightCm: 120 },
      sensors: [
        sensor('depot1-level', 'Sensor Level Tangki', 'level'),
        sensor('depot1-tap-a', 'Flow Meter Keran A', 'flow', 'A'),
        sensor('depot1-tap-b', 'Flow Meter Keran B', 'flow', 'B'),
        sensor('depot1-tap-c', 'Flow Meter Keran C', 'flow', 'C'),
        sensor('depot1-quality', 'Sensor Kualitas Air', 'quality'),
      ],
    });
    await seedDemoTrackers(tx, depotId);
    await seedDemoCctv(tx, depotId);
    await seedDemoIot(tx, depotId, keyHash);
    await seedDemoMapPoints(tx);
    await seedDemoTestimonials(tx);
  });
  return true;
}

/** The demo depot's tank and its latest volume, for the live simulator to carry on from. */
export async function demoTankVolume(db: Db) {
  const [tank] = await db
    .select({ id: tanks.id, capacity: tanks.capacity, heightCm: tanks.heightCm })
    .from(tanks)
    .innerJoin(accounts, eq(accounts.id, tanks.accountId))
    .where(eq(accounts.username, DEMO.owner.username));
  if (!tank) return undefined;
  const [latest] = await db
    .select({ volume: tankLevel.volume })
    .from(tankLevel)
    .where(eq(tankLevel.tankId, tank.id))
    .orderBy(desc(tankLevel.ts))
    .limit(1);
  return {
    capacity: tank.capacity,
    heightCm: tank.heightCm,
    volume: latest?.volume ?? tank.capacity * 0.8,
  };
}
