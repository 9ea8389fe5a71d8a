import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depotMapPoints } from '../../db/schema';

/** Every mapped depot under the spec's public field names; internal columns are never selected. */
export function listPublicDepots(db: Db) {
  return db
    .select({
      id: depotMapPoints.id,
      nama: depotMapPoints.name,
      alamat: depotMapPoints.address,
      telepon: depotMapPoints.phone,
      jam_buka: depotMapPoints.openingHours,
      latitude: depotMapPoints.latitude,
      longitude: depotMapPoints.longitude,
      kelurahan: depotMapPoints.kelurahan,
      kecamatan: depotMapPoints.kecamatan,
      kota_kabupaten: depotMapPoints.city,
      is_subscribed: depotMapPoints.subscription,
      rating: depotMapPoints.rating,
      jumlah_ulasan: depotMapPoints.reviewCount,
    })
    .from(depotMapPoints)
    .orderBy(asc(depotMapPoints.id));
}
