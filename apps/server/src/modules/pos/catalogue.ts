import type { Product } from '@depot/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from './pos.schema';

/** The spec's prices (owner-app §9): what a depot sells until its owner edits the catalogue. */
export const CATALOGUE: readonly Product[] = [
  { id: 1, name: 'Galon 19L', price: 6000, priceDelivery: 7000, image: '/products/galon-19l.svg' },
  { id: 2, name: 'Galon 15L', price: 5000, priceDelivery: 6000, image: '/products/galon-15l.svg' },
];

/** The generic picture of a product the owner added. */
export const CUSTOM_PRODUCT_IMAGE = '/products/produk.svg';

export const asProduct = (row: typeof products.$inferSelect): Product => ({
  id: row.id,
  name: row.name,
  price: row.price,
  priceDelivery: row.priceDelivery,
  image: row.image ?? CUSTOM_PRODUCT_IMAGE,
  promoEvery: row.promoEvery,
});

/** Whether the depot has a catalogue of its own (archived products count: it was edited). */
export async function hasOwnCatalogue(db: Db, accountId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.accountId, accountId))
    .limit(1);
  return row !== undefined;
}

/** What the depot sells now: its own products, else the spec's defaults. */
export async function catalogueOf(db: Db, accountId: number): Promise<Product[]> {
  if (!(await hasOwnCatalogue(db, accountId)))
    return CATALOGUE.map((p) => ({ ...p, promoEvery: null }));
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.accountId, accountId), isNull(products.archivedAt)))
    .orderBy(asc(products.id));
  return rows.map(asProduct);
}
