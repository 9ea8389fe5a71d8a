import { messages, type Product, type ProductBody } from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { depotId, lockDepot } from '../depots';
import { asProduct, catalogueOf, hasOwnCatalogue } from './catalogue';
import * as repo from './products.repository';

export async function listProducts(db: Db, username: string): Promise<Product[]> {
  return catalogueOf(db, await depotId(db, username));
}

/**
 * Runs an owner's edit of the catalogue under the depot's lock. The first edit copies the spec's
 * defaults in, so the lock keeps two first edits at once from copying them twice.
 */
async function editCatalogue<T>(
  db: Db,
  username: string,
  edit: (tx: Db, accountId: number) => Promise<T>,
): Promise<T> {
  const accountId = await depotId(db, username);
  return db.transaction(async (tx) => {
    await lockDepot(tx, accountId);
    if (!(await hasOwnCatalogue(tx, accountId))) await repo.copyDefaults(tx, accountId);
    return edit(tx, accountId);
  });
}

const found = (row: Parameters<typeof asProduct>[0] | undefined) => {
  if (!row) throw new HttpError(404, messages.pos.productNotFound);
  return asProduct(row);
};

export const addProduct = (db: Db, username: string, body: ProductBody) =>
  editCatalogue(db, username, async (tx, accountId) =>
    asProduct(await repo.insertProduct(tx, accountId, body)),
  );

export const updateProduct = (db: Db, username: string, id: number, body: ProductBody) =>
  editCatalogue(db, username, async (tx, accountId) =>
    found(await repo.updateProduct(tx, accountId, id, body)),
  );

/** Archives a product: old sales keep its name and price, its id is never given again. */
export const archiveProduct = (db: Db, username: string, id: number, now = new Date()) =>
  editCatalogue(db, username, async (tx, accountId) =>
    found(await repo.archiveProduct(tx, accountId, id, now)),
  );
