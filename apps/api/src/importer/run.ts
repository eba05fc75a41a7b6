import { eq } from 'drizzle-orm';
import { fieldOfStudyReleasesUsed } from '@degreeworth/core';
import type { Db } from '../db/client';
import { rankingYears, scorecardFiles, scorecardMeta } from '../db/schema';
import { findMissingInputs, logMissingInputs, type MissingInput } from './inputs';
import { percentOf, type ProgressListener } from './progress';
import { type DataFile, type DataFolders, discoverFiles } from './read/data-files';
import { loadCohorts } from './store/recompute-inputs';
import { READER_VERSION } from './read/file-specs';
import { type DataStatus, IMPORT_FAILED_STATUS, markImportRunning } from './status';
import type { InsertSteps } from './store/bulk-insert';
import { defaultWriteMode, type DerivedWriteMode } from './store/derived-write';
import { errorText, type FileOutcome, importFile, type ImportLog } from './store/store-file';
import { breathe } from '../lib/turns';
import {
  META_KEY,
  RECOMPUTE_VERSION,
  recomputeRankings,
  type RecomputeResult,
} from './store/recompute';

export type { ImportLog } from './store/store-file';
export type { ImportProgress } from './progress';
export type { DataStatus } from './status';

export interface ImportOptions {
  folders: DataFolders;
  /** Re-read every file even when its name, size and mtime are unchanged. */
  force?: boolean;
  log: ImportLog;
  /** Called as files are read and the figures recomputed (progress.ts); often, keep it cheap. */
  progress?: ProgressListener;
  /**
   * How the derived tables are switched (store/derived-write.ts). Default: `swap` on PGlite,
   * whose one connection the app's requests share, `transaction` on a PostgreSQL server.
   */
  write?: DerivedWriteMode;
  /** Stops between files and steps (server shutdown); the import then rejects with it. */
  signal?: AbortSignal;
}

/**
 * Raw rows go in statements of 2,000 rows with a pause after each, so requests served by this
 * process get their turn: PGlite runs a statement on the JavaScript thread, and on PostgreSQL
 * the driver builds each statement's parameters there (10,000 rows: ~0.1–0.3 s at once).
 */
const IMPORT_INSERT: InsertSteps = { chunkRows: 2_000, between: breathe };

export interface ImportSummary {
  files: FileOutcome[];
  read: number;
  kept: number;
  rejected: number;
  failed: number;
  /** Null when the figures were already up to date (or could not be computed). */
  recomputed: RecomputeResult | null;
  recomputeError: string | null;
  /** Institution data exists (in the folder or from an earlier import). */
  hasData: boolean;
  /** What the rankings have now, and the inputs missing (health, the rankings' message). */
  status: DataStatus;
  seconds: number;
}

type KnownFile = Pick<
  typeof scorecardFiles.$inferSelect,
  'name' | 'sizeBytes' | 'mtimeMs' | 'kind' | 'readerVersion'
>;

/** Unchanged, and read by this reader (an older one may have left columns out). */
const isSame = (f: DataFile, k: KnownFile | undefined) =>
  k !== undefined &&
  k.sizeBytes === f.sizeBytes &&
  k.mtimeMs === f.mtimeMs &&
  k.readerVersion === READER_VERSION;

/**
 * Fingerprint of everything imported: the derived figures are current when it matches. The
 * reader version is part of it: a file read again by a newer reader may hold new columns.
 */
function inputsKeyOf(known: KnownFile[]): string {
  return known
    .map((k) => `${k.name}:${k.sizeBytes}:${k.mtimeMs}:${k.readerVersion}`)
    .sort()
    .join('|');
}

async function knownFiles(db: Db): Promise<KnownFile[]> {
  return db
    .select({
      name: scorecardFiles.name,
      sizeBytes: scorecardFiles.sizeBytes,
      mtimeMs: scorecardFiles.mtimeMs,
      kind: scorecardFiles.kind,
      readerVersion: scorecardFiles.readerVersion,
    })
    .from(scorecardFiles);
}

async function needsRecompute(db: Db, inputsKey: string, force: boolean): Promise<boolean> {
  if (force) return true;
  const [meta] = await db.select().from(scorecardMeta).where(eq(scorecardMeta.key, META_KEY));
  const value = meta?.value as { version?: string; inputs?: string } | undefined;
  return value?.version !== RECOMPUTE_VERSION || value?.inputs !== inputsKey;
}

async function importFiles(db: Db, files: DataFile[], opts: ImportOptions) {
  const known = new Map((await knownFiles(db)).map((k) => [k.name, k]));
  const changed = files.filter((f) => opts.force || !isSame(f, known.get(f.name)));
  const totalBytes = changed.reduce((t, f) => t + f.sizeBytes, 0);
  let bytesDone = 0;
  const outcomes: FileOutcome[] = [];
  for (const file of files) {
    const index = changed.indexOf(file);
    if (index < 0) {
      outcomes.push({
        name: file.name,
        status: 'unchanged',
        read: 0,
        kept: 0,
        rejected: 0,
        seconds: 0,
      });
      continue;
    }
    opts.signal?.throwIfAborted();
    const report = (rows: number, bytes: number) =>
      opts.progress?.({
        phase: 'reading',
        file: index + 1,
        files: changed.length,
        name: file.name,
        rows,
        percent: percentOf(bytesDone + bytes, totalBytes),
      });
    report(0, 0);
    outcomes.push(await importFile(db, file, opts.log, { onRead: report, insert: IMPORT_INSERT }));
    bytesDone += file.sizeBytes;
    report(outcomes.at(-1)!.read, 0);
  }
  return { outcomes, changed: changed.length };
}

/**
 * Imports the discovered files: the others first, the dictionary among them, then only the
 * field-of-study releases whose figures are used (core fieldOfStudyReleasesUsed, by the
 * dictionary just imported), each skipped one named in the log.
 */
async function importDiscovered(db: Db, discovered: DataFile[], opts: ImportOptions) {
  const releases = discovered.filter((f) => f.kind === 'field_of_study');
  const first = await importFiles(
    db,
    discovered.filter((f) => f.kind !== 'field_of_study'),
    opts,
  );
  const used = fieldOfStudyReleasesUsed(releases, await loadCohorts(db));
  for (const f of releases)
    if (!used.includes(f))
      opts.log.info(
        `scorecard import: skipped ${f.name}: every program figure shown is in a newer release (the data dictionary's field-of-study cohort map)`,
      );
  const then = await importFiles(db, used, opts);
  return { outcomes: [...first.outcomes, ...then.outcomes], changed: first.changed + then.changed };
}

async function recomputeIfNeeded(
  db: Db,
  opts: ImportOptions,
  files: number,
  missing: MissingInput[],
) {
  const known = await knownFiles(db);
  const hasData = known.some((k) => k.kind === 'yearly' || k.kind === 'most_recent');
  const none = { hasData, recomputed: null, recomputeError: null };
  if (!hasData || !(await needsRecompute(db, inputsKeyOf(known), opts.force ?? false))) {
    return none;
  }
  const required = missing.filter((m) => m.required);
  if (required.length) {
    opts.log.error(
      `scorecard import: the rankings cannot be computed without the ${required.map((m) => m.variable).join(' and ')} input${required.length > 1 ? 's' : ''} (see above); the previous figures are kept`,
    );
    return none;
  }
  const onStep = (rows: number, percent: number) =>
    opts.progress?.({ phase: 'recomputing', file: files, files, name: null, rows, percent });
  try {
    const write = opts.write ?? defaultWriteMode(db);
    const recomputed = await recomputeRankings(db, inputsKeyOf(known), {
      write,
      onStep,
      signal: opts.signal,
    });
    for (const reason of recomputed.refusals)
      opts.log.warn(`scorecard import: college-year left out of the rankings: ${reason}`);
    return { hasData, recomputed, recomputeError: null };
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    const message = errorText(err);
    opts.log.error(
      `scorecard import: the rankings could not be recomputed (${message}); the previous figures are kept`,
    );
    return { hasData, recomputed: null, recomputeError: message };
  }
}

/** What the rankings have after the import, and why when they have nothing new. */
async function statusAfter(
  db: Db,
  derived: { hasData: boolean; recomputeError: string | null },
  missing: MissingInput[],
): Promise<DataStatus> {
  if (!derived.hasData) return { rankings: 'none', missing, message: null };
  if (missing.some((m) => m.required)) {
    const message = 'The rankings cannot be computed until the missing inputs are there.';
    return { rankings: 'failed', missing, message };
  }
  if (derived.recomputeError !== null) {
    const message =
      'The rankings could not be recomputed (see the server log); the previous figures are kept.';
    return { rankings: 'failed', missing, message };
  }
  const [year] = await db.select({ year: rankingYears.year }).from(rankingYears).limit(1);
  if (year) return { rankings: 'ready', missing, message: null };
  return { rankings: 'failed', missing, message: 'No year has a college that can be ranked.' };
}

const yearsText = (years: number[]) =>
  years.length > 1 ? `${years[0]}–${years[years.length - 1]}` : String(years[0]);

function summaryLine(s: ImportSummary): string {
  const count = (status: FileOutcome['status']) =>
    s.files.filter((f) => f.status === status).length;
  const n = (v: number) => v.toLocaleString('en-US');
  const r = s.recomputed;
  const p = r?.phases;
  const unranked = r?.unranked.length
    ? `; not offered, no college could be ranked: ${r.unranked.join(', ')}`
    : '';
  const refused = r?.refused ? `; ${n(r.refused)} college-years left out (a figure too large)` : '';
  const rankings = r
    ? `rankings recomputed for ${yearsText(r.years)} (${n(r.rows)} college-years; ` +
      `read ${p!.load.toFixed(1)} s, engine ${p!.compute.toFixed(1)} s, write ${p!.write.toFixed(1)} s${unranked}${refused})`
    : 'rankings unchanged';
  return (
    `scorecard import: ${s.files.length} files (${count('imported')} imported, ${count('unchanged')} unchanged, ` +
    `${count('failed')} failed); ${n(s.read)} rows read, ${n(s.kept)} kept, ${n(s.rejected)} rejected; ` +
    `${rankings}; ${s.seconds.toFixed(1)} s`
  );
}

/**
 * Imports the College Scorecard, CPI, ACS and majors files of the folders:
 * each changed file in its own transaction, then every ranking figure, switched at once
 * (store/derived-write.ts). Readers keep the previous data until each switch.
 * Idempotent: files whose name, size and mtime match the last import (read by the same
 * READER_VERSION) are skipped, and the figures are recomputed only when an input (or
 * RECOMPUTE_VERSION) changed.
 */
export async function importScorecardData(db: Db, opts: ImportOptions): Promise<ImportSummary> {
  const marker = await markImportRunning(db, (m) => opts.log.warn(m));
  try {
    const summary = await importAll(db, opts);
    await marker.finish('done', summary.status);
    return summary;
  } catch (err) {
    if (opts.signal?.aborted) await marker.finish('stopped', null);
    else await marker.finish('done', IMPORT_FAILED_STATUS);
    throw err;
  }
}

async function importAll(db: Db, opts: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const discovery = discoverFiles(opts.folders);
  const imported = (await knownFiles(db)).some(
    (k) => k.kind === 'yearly' || k.kind === 'most_recent',
  );
  if (!discovery.hasInstitutionData && !imported) {
    // Nothing to rank: the caller logs the one line that says how to import.
    const none = { files: [], read: 0, kept: 0, rejected: 0, failed: 0 };
    const missing = await findMissingInputs(db, discovery);
    const status: DataStatus = { rankings: 'none', missing, message: null };
    return { ...none, recomputed: null, recomputeError: null, hasData: false, status, seconds: 0 };
  }
  for (const note of discovery.skipped) opts.log.info(`scorecard import: skipped ${note}`);
  for (const note of discovery.using) opts.log.info(`scorecard import: using ${note}`);
  const { outcomes: files, changed } = await importDiscovered(db, discovery.files, opts);
  opts.signal?.throwIfAborted();
  const missing = await findMissingInputs(db, discovery);
  logMissingInputs(opts.log, opts.folders, missing);
  const derived = await recomputeIfNeeded(db, opts, changed, missing);
  const sum = (k: 'read' | 'kept' | 'rejected') => files.reduce((t, f) => t + f[k], 0);
  const summary: ImportSummary = {
    files,
    read: sum('read'),
    kept: sum('kept'),
    rejected: sum('rejected'),
    failed: files.filter((f) => f.status === 'failed').length,
    ...derived,
    status: await statusAfter(db, derived, missing),
    seconds: (performance.now() - started) / 1000,
  };
  if (summary.hasData) opts.log.info(summaryLine(summary));
  return summary;
}
