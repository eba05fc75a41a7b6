import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { SCORECARD_NULL_TOKENS } from '@degreeworth/core';

/**
 * Streaming CSV reading by column name (the official Scorecard files are 100–400 MB with
 * ~3,300 columns): records come as arrays, and only the wanted columns are looked at.
 */

/** Plain decimal or exponent notation ("1.00E+05" in all-ages.csv); no hex, no "Infinity". */
const NUMBER_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export type CellType = 'number' | 'integer' | 'text';

/** Why a cell could not be read: the row is rejected and the reason logged. */
export class CellError extends Error {}

/** Lowest and highest value a numeric column may hold, both included. */
export type CellRange = readonly [number, number];

/**
 * A cell as a value: null for the missing-value markers; CellError for a non-number, or for a
 * number outside `range` (one the table cannot hold, or that cannot be true, as a rate above 1).
 */
export function readCell(
  raw: string | undefined,
  type: CellType,
  column: string,
  range?: CellRange,
): unknown {
  const cell = raw?.trim() ?? '';
  if (SCORECARD_NULL_TOKENS.has(cell)) return null;
  if (type === 'text') return cell;
  if (!NUMBER_PATTERN.test(cell)) {
    throw new CellError(`${column} = "${cell.slice(0, 40)}" is not a number`);
  }
  const value = Number(cell);
  if (type === 'integer' && !Number.isInteger(value)) {
    throw new CellError(`${column} = "${cell.slice(0, 40)}" is not a whole number`);
  }
  if (range && !(value >= range[0] && value <= range[1])) {
    throw new CellError(`${column} = ${cell.slice(0, 40)} is outside ${range[0]}…${range[1]}`);
  }
  return value;
}

export interface CsvHeader {
  names: string[];
  /** Column name → position. */
  index: Map<string, number>;
}

/** Called every PROGRESS_EVERY records with the records and the file's bytes read so far. */
export type ReadProgress = (records: number, bytes: number) => void;

const PROGRESS_EVERY = 500;

/**
 * Streams the records of a CSV file: `onHeader` once, then `onRecord` for each data record
 * with its 1-based record number. Malformed CSV (an unclosed quote…) throws: the caller's
 * transaction then leaves the previous data in place.
 */
export async function streamCsv(
  path: string,
  onHeader: (header: CsvHeader) => void,
  onRecord: (record: string[], recordNumber: number) => void,
  onProgress?: ReadProgress,
): Promise<void> {
  const file = createReadStream(path);
  const parser = file.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true }));
  let header: CsvHeader | null = null;
  let n = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    if (!header) {
      const names = record.map((c) => c.trim());
      header = { names, index: new Map(names.map((name, i) => [name, i])) };
      onHeader(header);
      continue;
    }
    onRecord(record, ++n);
    if (onProgress && n % PROGRESS_EVERY === 0) onProgress(n, file.bytesRead);
  }
  if (!header) throw new Error('the file is empty (no header line)');
}
