// RFC 4180 CSV, written for spreadsheets and read back from them. No zod here: the export runs
// in the map's chunk.

/**
 * CSV separators: `;` first, as Excel in an Indonesian locale reads it. Here and not beside the
 * zod query of `?sep=` (date-range.ts), so the download control takes no zod to a screen.
 */
export const CSV_SEPARATORS = [';', ','] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

/** Excel reads a UTF-8 file as UTF-8 only when it starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';

/** A cell a spreadsheet would run as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@]/;
/** A negative figure written as text (`-6,5`, see csvFigure) is a number, not a formula. */
const FIGURE = /^-?\d+([.,]\d+)?$/;

export type CsvCell = string | number | null;

/**
 * One cell: text that would start a formula gets a leading apostrophe (numbers stay numbers), and
 * a cell with a separator, quote or line break is quoted with its quotes doubled.
 */
function cell(value: CsvCell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !FIGURE.test(text))
    text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: BOM, a header row, CRLF line ends; `;` for Excel in an Indonesian locale. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  separator: CsvSeparator = ',',
): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(separator));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** The inverse of the formula guard, for a file this app wrote: `'+62 21…` reads `+62 21…`. */
export const unguardCell = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`unterminated quote from line ${line}`);
  }
}

/** A record's cells and the file line it starts on (1 = the header), as a spreadsheet numbers rows. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * The records of a file. Reads what spreadsheets write: a BOM, CRLF or LF, quoted cells with
 * doubled quotes and line breaks, and `;` as the separator when the header line has no comma
 * (Excel in an Indonesian locale). Blank lines are skipped.
 */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith(CSV_BOM) ? input.slice(1) : input;
  const headerLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = !headerLine.includes(',') && headerLine.includes(';') ? ';' : ',';
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let current = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(current);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: start, cells });
    cells = [];
    current = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line += 1;
    if (quoted) {
      if (ch !== '"') current += ch;
      else if (text[i + 1] === '"') {
        current += '"';
        i += 1;
      } else quoted = false;
    } else if (ch === '"' && current === '') quoted = true;
    else if (ch === separator) {
      cells.push(current);
      current = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') continue;
      endRecord();
      start = line;
    } else current += ch;
  }
  if (quoted) throw new CsvSyntaxError(start);
  if (current !== '' || cells.length > 0) endRecord();
  return records;
}

/**
 * A figure for a spreadsheet cell. Whole numbers (gallons, rupiah) go without thousands dots:
 * "6.000" is six thousand to Excel in an Indonesian locale but six to one in an English locale,
 * while "6000" is a number to both. A fraction takes the decimal mark of the locale the separator
 * belongs to: a comma with `;` (Excel id-ID, whose list separator is `;`), a point with `,`.
 */
export function csvFigure(value: number, separator: ',' | ';'): number | string {
  if (Number.isInteger(value)) return value;
  const text = String(Math.round(value * 100) / 100);
  return separator === ';' ? text.replace('.', ',') : text;
}
