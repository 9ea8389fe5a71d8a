import { DELIVERY_AREA, DEPOT_LOCATION, type LiveBike } from '@depot/simulator';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sensors } from '../db/schema';
import { insertDevices } from '../ingest';
import { updateAccount } from '../modules/auth';
import { insertGeofence } from '../modules/tracker';
import { hashDeviceKey } from '../lib/secrets';

/** The demo depot's delivery motorbikes: one reports over MQTT, one like a phone (OsmAnd). */
export const DEMO_TRACKERS: (LiveBike & { name: string })[] = [
  { id: 'depot1-motor-1', name: 'Motor 1', key: 'demo-motor-1', transport: 'mqtt' },
  { id: 'depot1-motor-2', name: 'Motor 2', key: 'demo-motor-2', transport: 'osmand' },
];

export const DEMO_GEOFENCE = 'Area Antar Depot 1';

/** The demo depot's location ('Lokasi Depot'), its two trackers and a fence around its rounds. */
export async function seedDemoTrackers(db: Db, accountId: number) {
  await updateAccount(db, accountId, { latitude: DEPOT_LOCATION[0], longitude: DEPOT_LOCATION[1] });
  await insertDevices(
    db,
    DEMO_TRACKERS.map((t) => ({
      sensorId: t.id,
      accountId,
      name: t.name,
      kind: 'gps' as const,
      keyHash: hashDeviceKey(t.key),
    })),
  );
  await insertGeofence(db, {
    accountId,
    name: DEMO_GEOFENCE,
    coordinates: DELIVERY_AREA.map(([lat, lon]): [number, number] => [lat, lon]),
  });
}

/** The demo trackers the database has (a database seeded before them has none). */
export async function demoTrackers(db: Db): Promise<LiveBike[]> {
  const rows = await db
    .select({ id: sensors.sensorId })
    .from(sensors)
    .where(
      and(
        eq(sensors.kind, 'gps'),
        inArray(
          sensors.sensorId,
          DEMO_TRACKERS.map((t) => t.id),
        ),
      ),
    );
  const present = new Set(rows.map((r) => r.id));
  return DEMO_TRACKERS.filter((t) => present.has(t.id)).map(({ id, key, transport }) => ({
    id,
    key,
    transport,
  }));
}
