import {
  type CohortMap,
  fieldOfStudyReleasesUsed,
  mostRecentYear,
  newestFirst,
  type ProgramFile,
  type ScorecardInputs,
} from '@degreeworth/core';
import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  acsStateEarnings,
  cpiAnnual,
  scorecardCohorts,
  scorecardFiles,
  scorecardInstitutionRows,
  scorecardProgramRows,
} from '../../db/schema';
import type { InstitutionRow, SourceFile } from '../derive/sources';

export type ProgramRow = typeof scorecardProgramRows.$inferSelect;

/**
 * Everything the ranking figures are computed from, read from the raw tables. The sources'
 * rows are NOT read here: `loadRows` reads a file's rows when a year needs them and
 * `releaseRows` lets them go, so the recompute holds a few files at a time, not the 28 of the
 * official download.
 */
export interface RecomputeInputs extends ScorecardInputs<StoredSource> {
  /** Colleges with field-of-study rows in any file, and the imported field-of-study files. */
  programUnits: Set<number>;
  programFiles: ProgramFile[];
}

/** An imported file whose rows are read on demand (empty until `loadRows`). */
export interface StoredSource extends SourceFile {
  rows: Map<number, InstitutionRow>;
}

export async function loadCohorts(db: Db): Promise<CohortMap> {
  const cohorts = new Map<string, Map<string, string>>();
  for (const r of await db.select().from(scorecardCohorts)) {
    let byFile = cohorts.get(r.variable);
    if (!byFile) cohorts.set(r.variable, (byFile = new Map()));
    byFile.set(r.fileKey, r.cohort);
  }
  return cohorts;
}

/** Called between reads: PGlite runs each on the JavaScript thread, so reads stay small. */
export type Pause = () => Promise<void>;

/** Rows of one read: a few thousand, ~0.1–0.2 s on PGlite. */
const READ_UNITS = 2_000;

/** The institution rows of one file, by UNITID, read a few thousand at a time. */
async function institutionRows(db: Db, file: string, pause: Pause) {
  const rows = new Map<number, InstitutionRow>();
  const t = scorecardInstitutionRows;
  for (let last = -1; ;) {
    const page = await db
      .select()
      .from(t)
      .where(and(eq(t.sourceFile, file), gt(t.unitid, last)))
      .orderBy(asc(t.unitid))
      .limit(READ_UNITS);
    for (const row of page) rows.set(row.unitid, row);
    await pause();
    if (page.length < READ_UNITS) return rows;
    last = page[page.length - 1]!.unitid;
  }
}

async function loadSources(db: Db, cohorts: CohortMap): Promise<StoredSource[]> {
  const files = await db
    .select()
    .from(scorecardFiles)
    .where(inArray(scorecardFiles.kind, ['yearly', 'most_recent']));
  const yearly = files.flatMap((f) => (f.kind === 'yearly' && f.year !== null ? [f.year] : []));
  return files.map((f) => ({
    name: f.name,
    kind: f.kind as SourceFile['kind'],
    year: f.kind === 'yearly' ? f.year : mostRecentYear(cohorts, yearly),
    columns: new Set(f.columns),
    filled: new Set(f.filledColumns),
    importedAt: f.importedAt,
    rows: new Map(),
  }));
}

/** Reads the rows of `source` unless they are already there. */
export async function loadRows(db: Db, source: StoredSource, pause: Pause): Promise<void> {
  if (source.rows.size > 0) return;
  for (const [unitid, row] of await institutionRows(db, source.name, pause))
    source.rows.set(unitid, row);
}

/** Lets the rows of `source` go (they are read again if needed). */
export function releaseRows(source: StoredSource): void {
  source.rows.clear();
}

/**
 * Colleges a read of the field-of-study rows: ~35 programs each in each file, so a read and
 * the programs written from it hold some 7,000–14,000 rows, as many as a year's ranking rows.
 * Larger writes (their per-program sources are JSON) grow PGlite's memory for good.
 */
const PROGRAM_READ_UNITS = 200;

/**
 * The field-of-study rows of every file (~200,000 in each official one), a few hundred
 * colleges a read, each read handed to `each` by UNITID (all files' rows of a college
 * together) and then let go.
 */
export async function forEachProgramPage(
  db: Db,
  inputs: Pick<RecomputeInputs, 'programUnits' | 'programFiles'>,
  pause: Pause,
  each: (programs: Map<number, ProgramRow[]>) => Promise<void>,
): Promise<void> {
  if (!inputs.programFiles.length) return;
  const files = inputs.programFiles.map((f) => f.name);
  const units = [...inputs.programUnits];
  const t = scorecardProgramRows;
  const step = PROGRAM_READ_UNITS;
  for (let i = 0; i < units.length; i += step) {
    const lo = units[i]!;
    const hi = units[Math.min(units.length, i + step) - 1]!;
    // Within a college and file, the file's order (as one unordered read of the table gave it).
    const page = await db
      .select()
      .from(t)
      .where(and(inArray(t.sourceFile, files), gte(t.unitid, lo), lte(t.unitid, hi)))
      .orderBy(asc(t.unitid), asc(t.sourceFile), sql`ctid`);
    const programs = new Map<number, ProgramRow[]>();
    for (const row of page) {
      const list = programs.get(row.unitid);
      if (list) list.push(row);
      else programs.set(row.unitid, [row]);
    }
    await each(programs);
    await pause();
  }
}

/** The colleges the field-of-study files have programs of, in UNITID order. */
async function programUnitsOf(db: Db, files: string[]): Promise<Set<number>> {
  const t = scorecardProgramRows;
  const units = await db
    .selectDistinct({ unitid: t.unitid })
    .from(t)
    .where(inArray(t.sourceFile, files))
    .orderBy(asc(t.unitid));
  return new Set(units.map((u) => u.unitid));
}

async function loadPrograms(db: Db, cohorts: CohortMap) {
  const rows = await db
    .select()
    .from(scorecardFiles)
    .where(inArray(scorecardFiles.kind, ['field_of_study']));
  // Releases imported before and no longer needed (core fieldOfStudyReleasesUsed) are left out.
  const programFiles: ProgramFile[] = newestFirst(
    fieldOfStudyReleasesUsed(
      rows.map((f) => ({ name: f.name, year: f.year, filled: new Set(f.filledColumns) })),
      cohorts,
    ),
  );
  if (!programFiles.length) return { programUnits: new Set<number>(), programFiles };
  const programUnits = await programUnitsOf(
    db,
    programFiles.map((f) => f.name),
  );
  return { programUnits, programFiles };
}

/** Reads what every year needs (the sources' rows come later, from `loadRows`). */
export async function loadRecomputeInputs(db: Db): Promise<RecomputeInputs> {
  const cohorts = await loadCohorts(db);
  const sources = await loadSources(db, cohorts);
  const cpi = new Map((await db.select().from(cpiAnnual)).map((r) => [r.year, r.value]));
  const acs = new Map(
    (await db.select().from(acsStateEarnings)).map((r) => [
      r.stabbr,
      { median: r.medianHsGrad, year: r.surveyYear },
    ]),
  );
  return { sources, cohorts, cpi, acs, ...(await loadPrograms(db, cohorts)) };
}
