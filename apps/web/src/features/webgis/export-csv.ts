import { DEPOT_CSV_FILE, depotsToCsv, type WebgisDepot } from '@depot/contract';

/** Saves the depots as `depot_data.csv` (13 columns, UTF-8 with BOM for Excel). */
export function downloadDepotCsv(depots: readonly WebgisDepot[]) {
  const blob = new Blob([depotsToCsv(depots)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = DEPOT_CSV_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
