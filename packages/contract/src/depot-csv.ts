import { toCsv, unguardCell } from './csv';
import type { WebgisDepot } from './webgis';

/** The 13 columns of `depot_data.csv` (spec admin-tracker-map §9), in the order of §3. */
export const DEPOT_CSV_COLUMNS = [
  'nama',
  'alamat',
  'telepon',
  'jam_buka',
  'latitude',
  'longitude',
  'kelurahan',
  'kecamatan',
  'kota_kabupaten',
  'surveyed_by',
  'is_subscribed',
  'rating',
  'jumlah_ulasan',
] as const;
export type DepotCsvColumn = (typeof DEPOT_CSV_COLUMNS)[number];

export const DEPOT_CSV_FILE = 'depot_data.csv';

/** Columns an imported file must have; the others may be left out. */
export const DEPOT_CSV_REQUIRED: readonly DepotCsvColumn[] = [
  'nama',
  'alamat',
  'latitude',
  'longitude',
];
/** An export of another tool may carry the depot's id: read and ignored (ids are ours to give). */
const IGNORED_COLUMNS = ['id'];
const NUMERIC: readonly DepotCsvColumn[] = ['latitude', 'longitude', 'rating', 'jumlah_ulasan'];

/** The export: one row per depot with the 13 columns. */
export const depotsToCsv = (depots: readonly WebgisDepot[]) =>
  toCsv(
    DEPOT_CSV_COLUMNS,
    depots.map((d) => DEPOT_CSV_COLUMNS.map((column) => d[column])),
  );

/** Why a header row cannot be read, or the columns it names (null for an ignored one). */
export function readDepotCsvHeader(
  cells: readonly string[],
): { columns: (DepotCsvColumn | null)[] } | { unknown: string } | { missing: string } {
  const names = cells.map((c) => c.trim().toLowerCase());
  const columns: (DepotCsvColumn | null)[] = [];
  for (const name of names) {
    if (IGNORED_COLUMNS.includes(name)) columns.push(null);
    else if (
      (DEPOT_CSV_COLUMNS as readonly string[]).includes(name) &&
      !columns.includes(name as DepotCsvColumn)
    ) {
      columns.push(name as DepotCsvColumn);
    } else return { unknown: cells[names.indexOf(name)] ?? name };
  }
  const missing = DEPOT_CSV_REQUIRED.filter((c) => !columns.includes(c));
  return missing.length > 0 ? { missing: missing.join(', ') } : { columns };
}

/** '-6,2' (a spreadsheet with a decimal comma) and '-6.2' are numbers; anything else stays text. */
function numeric(text: string): number | string {
  const normal = /^-?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
  const value = Number(normal);
  return normal !== '' && Number.isFinite(value) ? value : text;
}

/**
 * One data row as the fields of a depot, ready for the schema: empty optional cells are left out
 * (the schema's defaults apply), numbers are parsed, the export's formula guard is undone.
 */
export function depotFromCsvCells(
  columns: readonly (DepotCsvColumn | null)[],
  cells: readonly string[],
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    const text = unguardCell((cells[i] ?? '').trim());
    // An empty required cell stays, so the schema says which one is missing.
    if (column === null || (text === '' && !DEPOT_CSV_REQUIRED.includes(column))) return;
    fields[column] = NUMERIC.includes(column) ? numeric(text) : text;
  });
  return fields;
}
