/**
 * Water bought and sold per Asia/Jakarta month (stock change of the tanks + litres dispensed),
 * read from the rollups ingestion keeps. Its own area so that pdam (water bought vs billed) and
 * the reconciliation (taps vs till) use it without depending on the dashboard's reports.
 */
export { monthlyWaterBalance, type MonthWaterBalance } from './water-balance';
export { dailyTapGallons, depotsWithFills, tapFills } from './tap-fills';
