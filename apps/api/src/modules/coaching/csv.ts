/**
 * A small CSV writer (RFC 4180): fields separated by commas, records ended by CRLF, a field
 * quoted when it holds a comma, a double quote, CR or LF, its quotes doubled. Text cells that a
 * spreadsheet would read as a formula (starting with = + - @, a tab or a CR; OWASP "CSV
 * injection") get a leading apostrophe, so the cell shows as text. Numbers are written as they
 * are (a negative NPV stays a number): they are our own figures, never typed text.
 */

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: empty for null, undefined and non-finite numbers. */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The document: one CRLF-ended record per row. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
