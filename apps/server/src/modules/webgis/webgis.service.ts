import {
  formatInteger,
  messages,
  type DepotData,
  type DepotImportResult,
  type DepotUpdate,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { recordAudit, type Actor } from '../audit';
import { readDepotCsv } from './depot-csv-import';
import * as repo from './webgis.repository';

/** The master-data name of the table (spec admin-tracker-map §3), as the audit log names it. */
const TABLE = 'sebara_depot_air_minum';

export const listDepots = (db: Db) => repo.listDepots(db);

export function createDepot(db: Db, actor: Actor, depot: DepotData) {
  return db.transaction(async (tx) => {
    const [id] = await repo.insertDepots(tx, [depot]);
    if (id === undefined) throw new Error('depot insert returned no id');
    await recordAudit(tx, actor, {
      action: 'webgis.create',
      table: TABLE,
      targetId: id,
      after: depot,
    });
    return { message: messages.webgis.created, id };
  });
}

export function updateDepot(db: Db, actor: Actor, id: number, update: DepotUpdate) {
  return db.transaction(async (tx) => {
    const before = await repo.lockDepot(tx, id);
    if (!before) throw new HttpError(404, messages.webgis.notFound);
    await repo.updateDepot(tx, id, update);
    await recordAudit(tx, actor, {
      action: 'webgis.update',
      table: TABLE,
      targetId: id,
      before,
      after: update,
    });
    return { message: messages.webgis.updated };
  });
}

const keyOf = (name: string, lat: number, lon: number) => `${name}\u0000${lat}\u0000${lon}`;

/**
 * Stores the good rows of a CSV file in one transaction and reports the others. A row naming a
 * depot already on the map (same name and coordinates, or earlier in the same file) is refused,
 * so importing an export twice adds nothing.
 */
export async function importDepots(db: Db, actor: Actor, csv: string): Promise<DepotImportResult> {
  const { rows, errors } = readDepotCsv(csv);
  const inserted = await db.transaction(async (tx) => {
    const stored = await repo.depotsNamed(
      tx,
      rows.map((r) => r.depot.nama),
    );
    const seen = new Set(stored.map((d) => keyOf(d.name, d.latitude, d.longitude)));
    const fresh: DepotData[] = [];
    for (const { row, depot } of rows) {
      const key = keyOf(depot.nama, depot.latitude, depot.longitude);
      if (seen.has(key)) errors.push({ row, message: messages.webgis.importDuplicate });
      else {
        seen.add(key);
        fresh.push(depot);
      }
    }
    const ids = await repo.insertDepots(tx, fresh);
    if (ids.length > 0) {
      await recordAudit(tx, actor, {
        action: 'webgis.import',
        table: TABLE,
        targetId: ids[0]!,
        after: { inserted: ids.length, first_id: ids[0], last_id: ids[ids.length - 1] },
      });
    }
    return ids.length;
  });
  errors.sort((a, b) => a.row - b.row);
  return {
    message: messages.webgis.imported(formatInteger(inserted), formatInteger(errors.length)),
    inserted,
    errors,
  };
}
