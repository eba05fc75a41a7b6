import { createReadStream } from 'node:fs';
import { SCORECARD_NULL_TOKENS } from '@degreeworth/core';

/**
 * Streaming CSV reading by column name. The official Scorecard files are 100–400 MB with
 * ~3,300 columns of which the product reads about 70: the reader finds every field's bounds
 * but turns only the wanted ones into strings, so a file costs its bytes once, not 3,300
 * strings a row.
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

/** CSV that cannot be read as records (an unclosed quote…): the whole file fails. */
export class CsvSyntaxError extends Error {}

const COMMA = 0x2c;
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Longest record read. Real records are under 100 kB; a longer one is almost always an
 * unclosed quote swallowing the rest of the file, which would otherwise be held in memory.
 */
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;

/** Bytes read from the file at a time (tests read a few at a time to cross every boundary). */
const READ_CHUNK_BYTES = 1024 * 1024;

/**
 * Where the fields of the current record go: the slot of each column position (-1: not
 * read), or every field in its own position (the header).
 */
interface Picks {
  slotOf: Int32Array | 'all';
  fields: string[];
  /** Fields in the record (all of them, read or not). */
  width: number;
}

const INCOMPLETE = -1;

/**
 * Reads one record of `buf` from `p` (RFC 4180: fields separated by commas, a field in double
 * quotes may hold commas, line breaks and doubled quotes; records end at LF, CRLF or CR).
 * Returns the position after it, or INCOMPLETE when the record may go on past the buffer and
 * this is not the file's last byte.
 */
function readRecord(buf: Buffer, p: number, last: boolean, picks: Picks, record: number): number {
  const end = buf.length;
  const { slotOf, fields } = picks;
  let field = 0;
  for (;;) {
    const slot = slotOf === 'all' ? field : field < slotOf.length ? slotOf[field]! : -1;
    if (p < end && buf[p] === QUOTE) {
      let q = p + 1;
      let doubled = false;
      for (;;) {
        q = buf.indexOf(QUOTE, q);
        if (q < 0) {
          if (last) throw new CsvSyntaxError(`record ${record} has a quote that is never closed`);
          return INCOMPLETE;
        }
        if (q + 1 >= end && !last) return INCOMPLETE; // the next byte decides
        if (buf[q + 1] !== QUOTE) break;
        doubled = true;
        q += 2;
      }
      if (slot >= 0) {
        const text = buf.toString('utf8', p + 1, q);
        fields[slot] = doubled ? text.replaceAll('""', '"') : text;
      }
      p = q + 1;
      const next = buf[p];
      if (p < end && next !== COMMA && next !== LF && next !== CR)
        throw new CsvSyntaxError(
          `record ${record}, field ${field + 1}: text after a closing quote`,
        );
    } else {
      let q = p;
      while (q < end) {
        const b = buf[q]!;
        if (b === COMMA || b === LF || b === CR) break;
        if (b === QUOTE)
          throw new CsvSyntaxError(
            `record ${record}, field ${field + 1}: a quote inside a field that does not start with one`,
          );
        q++;
      }
      if (q >= end && !last) return INCOMPLETE;
      if (slot >= 0) fields[slot] = buf.toString('utf8', p, q);
      p = q;
    }
    field++;
    if (p >= end) {
      picks.width = field;
      return p;
    }
    const b = buf[p];
    if (b === COMMA) {
      p++;
      continue;
    }
    picks.width = field;
    if (b === LF) return p + 1;
    // CR: a CRLF pair, or a CR alone.
    if (p + 1 < end) return buf[p + 1] === LF ? p + 2 : p + 1;
    return last ? p + 1 : INCOMPLETE;
  }
}

/** Skips the line breaks of empty lines; the position of the next record (or the end). */
function skipEmptyLines(buf: Buffer, p: number): number {
  while (p < buf.length && (buf[p] === LF || buf[p] === CR)) p++;
  return p;
}

export interface CsvReading {
  /**
   * Called with the header; returns the positions of the columns to read, in the order
   * `onRecord` gets them (the others are skipped unread).
   */
  onHeader(header: CsvHeader): readonly number[];
  /**
   * Each data record: the wanted fields (undefined where the record is shorter), the
   * record's field count, and its 1-based number. `fields` is reused for the next record.
   */
  onRecord(fields: readonly (string | undefined)[], width: number, recordNumber: number): void;
  onProgress?: ReadProgress;
}

/**
 * Streams the records of a CSV file, a megabyte at a time. Empty lines are skipped, a
 * leading byte-order mark is ignored, records may have any number of fields. Malformed CSV
 * (an unclosed quote, text after a closing quote, a quote inside an unquoted field) throws
 * CsvSyntaxError: the caller's transaction then leaves the previous data in place.
 */
export async function streamCsv(
  path: string,
  reading: CsvReading,
  chunkBytes = READ_CHUNK_BYTES,
): Promise<void> {
  const file = createReadStream(path, { highWaterMark: chunkBytes });
  // The header: every field read.
  const headerPicks: Picks = { slotOf: 'all', fields: [], width: 0 };
  let picks: Picks | null = null;
  let pending: Buffer = Buffer.alloc(0);
  let first = true;
  let n = 0;

  const readAll = (buf: Buffer, last: boolean): number => {
    let p = 0;
    for (;;) {
      p = skipEmptyLines(buf, p);
      if (p >= buf.length) return p;
      const current = picks ?? headerPicks;
      current.fields.fill(undefined as never);
      if (!picks) current.fields.length = 0;
      const next = readRecord(buf, p, last, current, n + 1);
      if (next === INCOMPLETE) return p;
      p = next;
      if (!picks) {
        const names = headerPicks.fields.slice(0, headerPicks.width).map((c) => c.trim());
        const header = { names, index: new Map(names.map((name, i) => [name, i])) };
        const wanted = reading.onHeader(header);
        const slotOf = new Int32Array(names.length).fill(-1);
        wanted.forEach((position, slot) => (slotOf[position] = slot));
        picks = { slotOf, fields: new Array<string>(wanted.length), width: 0 };
        continue;
      }
      reading.onRecord(picks.fields, picks.width, ++n);
      if (reading.onProgress && n % PROGRESS_EVERY === 0) reading.onProgress(n, file.bytesRead);
    }
  };

  for await (const chunk of file as AsyncIterable<Buffer>) {
    let buf = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    if (first) {
      // A byte-order mark is three bytes: wait for them before deciding.
      if (buf.length < BOM.length) {
        pending = buf;
        continue;
      }
      first = false;
      if (buf.subarray(0, BOM.length).equals(BOM)) buf = buf.subarray(BOM.length);
    }
    const used = readAll(buf, false);
    pending = buf.subarray(used);
    if (pending.length > MAX_RECORD_BYTES)
      throw new CsvSyntaxError(
        `record ${n + 1} is longer than ${MAX_RECORD_BYTES / 1024 / 1024} MB (a quote that is never closed?)`,
      );
  }
  if (pending.length) readAll(pending, true);
  if (!picks) throw new Error('the file is empty (no header line)');
}
