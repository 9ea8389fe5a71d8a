import { DEPOT_CSV_FILE, depotsToCsv, type WebgisDepot } from '@depot/contract';
import { saveFile } from '../../lib/save-file';

/** Saves the depots as `depot_data.csv` (13 columns, UTF-8 with BOM for Excel). */
export const downloadDepotCsv = (depots: readonly WebgisDepot[]) =>
  saveFile(depotsToCsv(depots), DEPOT_CSV_FILE);
