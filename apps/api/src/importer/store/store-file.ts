import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scorecardFiles } from '../../db/schema';
import { bulkInsert, type ColumnData, type InsertSteps } from './bulk-insert';
import type { ReadProgress } from '../read/csv-reader';
import type { DataFile } from '../read/data-files';
import { parseDictionary } from '../read/dictionary';
import { READER_VERSION, SPEC_BY_KIND, type TableSpec } from '../read/file-specs';
import { parseFile, type ParsedFile } from '../read/parse-file';

export interface ImportLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface FileOutcome {
  name: string;
  status: 'imported' | 'unchanged' | 'failed';
  read: number;
  kept: number;
  rejected: number;
  seconds: number;
  error?: string;
}

/**
 * Two servers starting together on one PostgreSQL database import the same files: their
 * writes take turns (a transaction-scoped lock, released at commit or rollback).
 */
export async function lockImport(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7384102031)`);
}

const DICTIONARY_SPEC: TableSpec = { table: 'scorecard_cohorts', scope: 'table', columns: [] };

const specOf = (file: DataFile): TableSpec =>
  file.kind === 'dictionary' ? DICTIONARY_SPEC : SPEC_BY_KIND[file.kind];

/** How one file is read and written: progress, and statements small enough to let requests in. */
export interface FileSteps {
  onRead?: ReadProgress;
  insert?: InsertSteps;
}

/** Replaces the file's rows (or the whole table for one-source tables) with the parsed ones. */
async function replaceRows(
  db: Db,
  file: DataFile,
  parsed: ParsedFile,
  steps: InsertSteps = {},
): Promise<void> {
  const spec = specOf(file);
  const table = sql.identifier(spec.table);
  if (spec.scope === 'file')
    await db.execute(sql`delete from ${table} where source_file = ${file.name}`);
  else await db.execute(sql`delete from ${table}`);
  const constants: ColumnData[] = (spec.constants?.(file) ?? []).map((c) => ({
    db: c.db,
    sql: c.sql,
    values: new Array(parsed.kept).fill(c.value),
  }));
  const columns = [...parsed.data, ...constants];
  const rows = columns[0]?.values.length ?? 0;
  await bulkInsert(db, spec.table, columns, rows, steps);
}

async function recordFile(db: Db, file: DataFile, parsed: ParsedFile): Promise<void> {
  const row = {
    name: file.name,
    kind: file.kind,
    year: file.year,
    sizeBytes: file.sizeBytes,
    mtimeMs: file.mtimeMs,
    columns: parsed.columns,
    filledColumns: parsed.filled,
    rowsRead: parsed.read,
    rowsKept: parsed.kept,
    rowsRejected: parsed.rejected,
    readerVersion: READER_VERSION,
    importedAt: new Date(),
  };
  await db
    .insert(scorecardFiles)
    .values(row)
    .onConflictDoUpdate({ target: scorecardFiles.name, set: row });
}

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * A short reason for the log: the database's own message when there is one (a failed query's
 * message would carry every parameter, megabytes of values), at most 300 characters.
 */
export function errorText(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const text = cause instanceof Error ? cause.message : String(cause);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/**
 * Imports one file in one transaction: parse (streaming, by column name), delete its previous
 * rows, insert the new ones, record its fingerprint. Any failure rolls the whole file back,
 * so a broken file leaves the previous data in place. Logs one progress line.
 */
export async function importFile(
  db: Db,
  file: DataFile,
  log: ImportLog,
  steps: FileSteps = {},
): Promise<FileOutcome> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    // B20004 estimates are in dollars of the survey year, which the file's name gives.
    if (file.kind === 'acs' && file.year === null)
      throw new Error('no survey year in the file name (acs_2018_1yr_B20004_….csv)');
    const parsed =
      file.kind === 'dictionary'
        ? await parseDictionary(file.path)
        : await parseFile(file.path, specOf(file), steps.onRead);
    // A file without one usable row (only a header, or every row rejected) is broken: keep
    // what the previous import of it left rather than replacing it with nothing.
    if (file.kind !== 'dictionary' && parsed.kept === 0)
      throw new Error(`no usable row (${fmt(parsed.read)} read, ${fmt(parsed.rejected)} rejected)`);
    await db.transaction(async (tx) => {
      await lockImport(tx);
      await replaceRows(tx, file, parsed, steps.insert);
      await recordFile(tx, file, parsed);
    });
    const s = seconds();
    const year = file.kind === 'yearly' ? ` (year ${file.year})` : '';
    log.info(
      `scorecard import: ${file.name}${year}: ${fmt(parsed.read)} rows read, ${fmt(parsed.kept)} kept, ` +
        `${fmt(parsed.rejected)} rejected, ${s.toFixed(2)} s`,
    );
    for (const sample of parsed.samples)
      log.warn(`scorecard import: ${file.name} rejected ${sample}`);
    return {
      name: file.name,
      status: 'imported',
      read: parsed.read,
      kept: parsed.kept,
      rejected: parsed.rejected,
      seconds: s,
    };
  } catch (err) {
    const message = errorText(err);
    log.error(`scorecard import: ${file.name} failed (${message}); its previous data is kept`);
    return {
      name: file.name,
      status: 'failed',
      read: 0,
      kept: 0,
      rejected: 0,
      seconds: seconds(),
      error: message,
    };
  }
}
