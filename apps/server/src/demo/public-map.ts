import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { depotMapPoints } from '../db/schema';
import { hashPassword } from '../lib/secrets';
import { insertAccount, updateAccount } from '../modules/auth';
import { DEMO_DEPOT, demoMapPoints } from './map-points';

/** 'Depot Air Tirta Jernih' → 'demo-tirta-jernih'. */
function usernameOf(name: string) {
  const words = name
    .replace(/^Depot Air /, '')
    .toLowerCase()
    .split(' ');
  return `demo-${words.join('-')}`;
}

/** The demo's customers on the public map: the subscribed surveyed depots but the demo owner's. */
export const isDemoCustomer = (point: typeof depotMapPoints.$inferInsert) =>
  point !== DEMO_DEPOT && point.subscription === 'Ya';

/**
 * The demo's depots on the WebGIS map. The public map shows only customers whose owner agreed, so
 * here the subscribed ('Ya') surveyed depots are such customers: each gets an owner account that
 * agreed, its profile holding the point's details, as the profile screen would have put it there.
 * Their password is made up here and never kept, so nobody signs in to them. The demo owner has
 * not agreed (its profile says 'Tidak ditampilkan'): its surveyed point stays in WebGIS, like the
 * prospects and the depots that said no.
 */
export async function seedDemoMapPoints(db: Db) {
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const points: (typeof depotMapPoints.$inferInsert)[] = [];
  for (const point of demoMapPoints()) {
    if (!isDemoCustomer(point)) {
      points.push(point);
      continue;
    }
    const accountId = await insertAccount(db, {
      username: usernameOf(point.name),
      passwordHash,
      depotName: point.name,
      address: point.address,
    });
    await updateAccount(db, accountId, {
      phone: point.phone,
      openingHours: point.openingHours,
      latitude: point.latitude,
      longitude: point.longitude,
      showOnPublicMap: true,
    });
    points.push({ ...point, accountId });
  }
  await db.insert(depotMapPoints).values(points);
}
