import {
  CsvSyntaxError,
  DEPOT_IMPORT_MAX_ROWS,
  depotFromCsvCells,
  depotInput,
  formatInteger,
  messages,
  parseCsv,
  readDepotCsvHeader,
  type DepotData,
} from '@depot/contract';
import { HttpError } from '../../lib/http-error';

const m = messages.webgis;

export interface RowError {
  row: number;
  message: string;
}

/**
 * A CSV file's rows checked one by one with the add-point schema. A file that cannot be read as a
 * whole (bad quoting, unknown or missing columns, too many rows) is refused with 400; otherwise
 * every row is either a depot to store or an error naming its line.
 */
export function readDepotCsv(csv: string): {
  rows: { row: number; depot: DepotData }[];
  errors: RowError[];
} {
  let records;
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      throw new HttpError(400, m.importUnterminatedQuote(error.line));
    }
    throw error;
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) throw new HttpError(400, m.importNoRows);
  if (data.length > DEPOT_IMPORT_MAX_ROWS) {
    throw new HttpError(400, m.importTooManyRows(formatInteger(DEPOT_IMPORT_MAX_ROWS)));
  }
  const read = readDepotCsvHeader(header.cells);
  if ('unknown' in read) throw new HttpError(400, m.importUnknownColumn(read.unknown.slice(0, 40)));
  if ('missing' in read) throw new HttpError(400, m.importMissingColumns(read.missing));

  const rows: { row: number; depot: DepotData }[] = [];
  const errors: RowError[] = [];
  for (const { line, cells } of data) {
    if (cells.length > read.columns.length) {
      errors.push({ row: line, message: m.importCellCount });
      continue;
    }
    const parsed = depotInput.safeParse(depotFromCsvCells(read.columns, cells));
    if (parsed.success) rows.push({ row: line, depot: parsed.data });
    else errors.push({ row: line, message: issueMessage(parsed.error.issues[0]) });
  }
  return { rows, errors };
}

/** An issue as the API's 400 answers word it: zod's generic messages get the column's name. */
function issueMessage(issue: { code: string; path: PropertyKey[]; message: string } | undefined) {
  if (!issue) return messages.api.invalidInput;
  const column = issue.path.map(String).join('.');
  return issue.code !== 'custom' && column ? `${column}: ${issue.message}` : issue.message;
}
