import type { ProductBody } from '@depot/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CATALOGUE } from './catalogue';
import { products } from './pos.schema';

/** The spec's defaults as the depot's own rows (ids 1 and 2, their pictures kept). */
export async function copyDefaults(db: Db, accountId: number) {
  await db.insert(products).values(
    CATALOGUE.map((p) => ({
      accountId,
      id: p.id,
      name: p.name,
      price: p.price,
      priceDelivery: p.priceDelivery,
      image: p.image,
    })),
  );
}

const columns = (body: ProductBody) => ({
  name: body.name,
  price: body.price,
  priceDelivery: body.priceDelivery,
  promoEvery: body.promoEvery ?? null,
});

/** A new product with the depot's next id: archived ones count, so an id is never reused. */
export async function insertProduct(db: Db, accountId: number, body: ProductBody) {
  const [row] = await db
    .insert(products)
    .values({
      accountId,
      id: sql`(select coalesce(max(${products.id}), 0) + 1 from ${products}
               where ${products.accountId} = ${accountId})`,
      ...columns(body),
    })
    .returning();
  if (!row) throw new Error('product insert returned no row');
  return row;
}

const current = (accountId: number, id: number) =>
  and(eq(products.accountId, accountId), eq(products.id, id), isNull(products.archivedAt));

/** Replaces a product's name, prices and promo; undefined when it is not in the catalogue. */
export async function updateProduct(db: Db, accountId: number, id: number, body: ProductBody) {
  const [row] = await db
    .update(products)
    .set(columns(body))
    .where(current(accountId, id))
    .returning();
  return row;
}

/** Takes a product off the catalogue; undefined when it is not in it. */
export async function archiveProduct(db: Db, accountId: number, id: number, now: Date) {
  const [row] = await db
    .update(products)
    .set({ archivedAt: now })
    .where(current(accountId, id))
    .returning();
  return row;
}
