import type { DepotData, DepotUpdate } from '@depot/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, depotMapPoints as t } from '../../db/schema';

/** The spec's public field names; the sales pipeline's columns are never selected. */
const publicColumns = {
  id: t.id,
  nama: t.name,
  alamat: t.address,
  telepon: t.phone,
  jam_buka: t.openingHours,
  latitude: t.latitude,
  longitude: t.longitude,
  kelurahan: t.kelurahan,
  kecamatan: t.kecamatan,
  kota_kabupaten: t.city,
  rating: t.rating,
  jumlah_ulasan: t.reviewCount,
};

/**
 * The public map's depots: customer depots whose owner agreed to show them and whose account is
 * switched on. A surveyed depot without such an account is sales data and stays in WebGIS.
 */
export const listPublicDepots = (db: Db) =>
  db
    .select(publicColumns)
    .from(t)
    .innerJoin(accounts, eq(accounts.id, t.accountId))
    .where(and(eq(accounts.showOnPublicMap, true), isNull(accounts.disabledAt)))
    .orderBy(asc(t.id));

/** Every mapped depot for WebGIS, with its subscription status and surveyor. */
export const listDepots = (db: Db) =>
  db
    .select({ ...publicColumns, is_subscribed: t.subscription, surveyed_by: t.surveyedBy })
    .from(t)
    .orderBy(asc(t.id));

const rowOf = (d: DepotData): typeof t.$inferInsert => ({
  name: d.nama,
  address: d.alamat,
  phone: d.telepon,
  openingHours: d.jam_buka,
  latitude: d.latitude,
  longitude: d.longitude,
  kelurahan: d.kelurahan,
  kecamatan: d.kecamatan,
  city: d.kota_kabupaten,
  surveyedBy: d.surveyed_by,
  subscription: d.is_subscribed,
  rating: d.rating,
  reviewCount: d.jumlah_ulasan,
});

/** 13 parameters a row: 1000 rows stay well under PostgreSQL's 65,535 per statement. */
const INSERT_BATCH = 1000;

/** Stores depots in order and returns their new ids. */
export async function insertDepots(db: Db, depots: DepotData[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < depots.length; i += INSERT_BATCH) {
    const rows = await db
      .insert(t)
      .values(depots.slice(i, i + INSERT_BATCH).map(rowOf))
      .returning({ id: t.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The editable fields of a depot, locked until the transaction ends. */
export async function lockDepot(db: Db, id: number) {
  const [row] = await db
    .select({ surveyed_by: t.surveyedBy, is_subscribed: t.subscription })
    .from(t)
    .where(eq(t.id, id))
    .for('update');
  return row;
}

export const updateDepot = (db: Db, id: number, update: DepotUpdate) =>
  db
    .update(t)
    .set({ surveyedBy: update.surveyed_by, subscription: update.is_subscribed })
    .where(eq(t.id, id));

/** Name and coordinates of the stored depots carrying one of these names. */
export async function depotsNamed(db: Db, names: string[]) {
  const found: { name: string; latitude: number; longitude: number }[] = [];
  const unique = [...new Set(names)];
  for (let i = 0; i < unique.length; i += INSERT_BATCH * 10) {
    found.push(
      ...(await db
        .select({ name: t.name, latitude: t.latitude, longitude: t.longitude })
        .from(t)
        .where(inArray(t.name, unique.slice(i, i + INSERT_BATCH * 10)))),
    );
  }
  return found;
}

/** A customer depot's public details, as its profile holds them. */
export interface AccountDepot {
  name: string;
  address: string;
  phone: string | null;
  openingHours: string | null;
  latitude: number;
  longitude: number;
}

/**
 * Keeps a customer depot's point on the public map in step with its profile: the owner's
 * consent puts it there (as a subscriber), withdrawing it (null) takes it off.
 */
export async function syncAccountDepot(db: Db, accountId: number, depot: AccountDepot | null) {
  if (!depot) {
    await db.delete(t).where(eq(t.accountId, accountId));
    return;
  }
  await db
    .insert(t)
    .values({ ...depot, accountId, subscription: 'Ya' })
    .onConflictDoUpdate({ target: t.accountId, set: depot });
}
