import {
  type ImportRowError,
  INSTITUTE_LIMITS,
  INSTITUTE_TEXT,
  InstituteStudentInputSchema,
} from '@degreeworth/core';
import { type Options, parse } from 'csv-parse/sync';
import { BadRequestError } from '../../lib/errors';

/**
 * The student CSV of POST /institute/instituteUsers/import (decision 015), read without I/O:
 * UTF-8 text without NUL bytes (a BOM is dropped), RFC 4180 records read by csv-parse (quoted
 * cells may hold commas, doubled quotes and line breaks; CRLF, LF or CR), a header row naming "name" and "email"
 * in any case and order (other columns ignored), then one student per record. Blank records
 * (also Excel's ",,") are skipped. Rows are numbered by the file's lines, the header being
 * row 1 when it is the first line, so the numbers match what a spreadsheet shows.
 */

export interface CsvRecord {
  /** The line the record starts on, from 1. */
  line: number;
  cells: string[];
}

/** An import row that passed the row checks. */
export interface StudentRow {
  row: number;
  name: string;
  email: string;
}

const NUL = 0;
/** Row errors list the name before the e-mail, as the columns of the form. */
const FIELD_ORDER = { name: 0, email: 1, row: 2 } as const;

/** The file's text: 400 csvNotText unless it is UTF-8 without NUL bytes; the BOM is dropped. */
export function decodeCsv(bytes: Buffer): string {
  if (bytes.includes(NUL)) throw new BadRequestError(INSTITUTE_TEXT.csvNotText);
  try {
    // fatal: invalid UTF-8 throws; the decoder drops a leading BOM itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BadRequestError(INSTITUTE_TEXT.csvNotText);
  }
}

/** How csv-parse reads a school's file: RFC 4180 records, any line ending, ragged rows kept. */
const PARSE_OPTIONS: Options = {
  // Rows may have fewer cells than the header: such a row is a row error, not a file error.
  relax_column_count: true,
  // A quote inside an unquoted cell (5'10") is text, as spreadsheets write it.
  relax_quotes: true,
  // Files pasted together from several exports mix line endings.
  record_delimiter: ['\r\n', '\n', '\r'],
  // Each record's end (info.bytes) gives the next one's first line.
  info: true,
};

const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * RFC 4180 records (read by csv-parse) with the line each starts on; records whose cells are all
 * blank are skipped. Line breaks inside quoted cells read as "\n". 400 csvQuoteNotClosed when a
 * quoted cell never ends, the only error these options leave.
 */
export function csvRecords(text: string): CsvRecord[] {
  const bytes = Buffer.from(text, 'utf8');
  let parsed: { record: string[]; info: { bytes: number } }[];
  try {
    parsed = parse(bytes, PARSE_OPTIONS) as unknown as typeof parsed;
  } catch {
    throw new BadRequestError(INSTITUTE_TEXT.csvQuoteNotClosed);
  }
  const out: CsvRecord[] = [];
  let line = 1;
  let from = 0;
  for (const { record, info } of parsed) {
    const cells = record.map((c) => c.replace(/\r\n?/g, '\n'));
    if (cells.some((c) => c.trim() !== '')) out.push({ line, cells });
    line += bytes.toString('utf8', from, info.bytes).match(LINE_BREAK)?.length ?? 0;
    from = info.bytes;
  }
  return out;
}

/** Where the name and e-mail columns are: 400 csvHeader unless the header names both. */
function columnsOf(header: CsvRecord | undefined): { name: number; email: number } {
  const names = (header?.cells ?? []).map((c) => c.trim().toLowerCase());
  const name = names.indexOf('name');
  const email = names.indexOf('email');
  if (name === -1 || email === -1) throw new BadRequestError(INSTITUTE_TEXT.csvHeader);
  return { name, email };
}

/** The first message per field of a row that fails core's student schema. */
function schemaErrors(row: number, input: { name: string; email: string }): ImportRowError[] {
  const parsed = InstituteStudentInputSchema.safeParse(input);
  if (parsed.success) return [];
  const seen = new Set<string>();
  const errors: ImportRowError[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'name' ? 'name' : 'email';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ row, field, message: issue.message });
  }
  return errors.sort((a, b) => FIELD_ORDER[a.field] - FIELD_ORDER[b.field]);
}

/**
 * The students of a CSV text and every row error (the checks that need no database): the file
 * itself is refused with one 400 (header, no rows, too many rows); each bad row is listed with
 * core's field messages, and an address already on an earlier row names that row.
 */
export function readStudentCsv(text: string): { students: StudentRow[]; errors: ImportRowError[] } {
  const [header, ...records] = csvRecords(text);
  if (!header) throw new BadRequestError(INSTITUTE_TEXT.csvEmpty);
  const col = columnsOf(header);
  if (records.length === 0) throw new BadRequestError(INSTITUTE_TEXT.csvEmpty);
  if (records.length > INSTITUTE_LIMITS.importRows)
    throw new BadRequestError(INSTITUTE_TEXT.csvTooManyRows);
  const students: StudentRow[] = [];
  const errors: ImportRowError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { line: row, cells } of records) {
    if (cells.length <= Math.max(col.name, col.email)) {
      errors.push({ row, field: 'row', message: INSTITUTE_TEXT.csvColumns });
      continue;
    }
    const input = { name: cells[col.name]!, email: cells[col.email]! };
    const rowErrors = schemaErrors(row, input);
    if (rowErrors.length) {
      errors.push(...rowErrors);
      continue;
    }
    const student = InstituteStudentInputSchema.parse(input);
    const first = firstRowOf.get(student.email);
    if (first !== undefined) {
      errors.push({ row, field: 'email', message: INSTITUTE_TEXT.duplicateInFile(first) });
      continue;
    }
    firstRowOf.set(student.email, row);
    students.push({ row, ...student });
  }
  return { students, errors };
}
