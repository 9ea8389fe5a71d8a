import { DEPOT_CSV_FILE, depotsToCsv, type WebgisDepot } from '@depot/contract';
import { saveBlob } from '../../lib/save-file';

/** Saves the depots as `depot_data.csv` (13 columns, UTF-8 with BOM for Excel). */
export function downloadDepotCsv(depots: readonly WebgisDepot[]) {
  saveBlob(new Blob([depotsToCsv(depots)], { type: 'text/csv;charset=utf-8' }), DEPOT_CSV_FILE);
}
