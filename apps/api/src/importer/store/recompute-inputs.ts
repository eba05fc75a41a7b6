import { type CohortMap, mostRecentYear, type ScorecardInputs } from '@degreeworth/core';
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

/** Everything the ranking figures are computed from, read from the raw tables. */
export interface RecomputeInputs extends ScorecardInputs<SourceFile> {
  /** Field-of-study rows by UNITID, and the file they come from (null when none imported). */
  programs: Map<number, ProgramRow[]>;
  programFile: { name: string; year: number | null } | null;
}

async function loadCohorts(db: Db): Promise<CohortMap> {
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

async function loadSources(db: Db, cohorts: CohortMap, pause: Pause): Promise<SourceFile[]> {
  const files = await db
    .select()
    .from(scorecardFiles)
    .where(inArray(scorecardFiles.kind, ['yearly', 'most_recent']));
  const rowsByFile = new Map<string, Map<number, InstitutionRow>>();
  for (const f of files) rowsByFile.set(f.name, await institutionRows(db, f.name, pause));
  const yearly = files.flatMap((f) => (f.kind === 'yearly' && f.year !== null ? [f.year] : []));
  return files.map((f) => ({
    name: f.name,
    kind: f.kind as SourceFile['kind'],
    year: f.kind === 'yearly' ? f.year : mostRecentYear(cohorts, yearly),
    columns: new Set(f.columns),
    filled: new Set(f.filledColumns),
    importedAt: f.importedAt,
    rows: rowsByFile.get(f.name) ?? new Map(),
  }));
}

/** The field-of-study rows of one file (~200,000 in an official one), a few thousand colleges a read. */
async function programRows(db: Db, file: string, pause: Pause) {
  const t = scorecardProgramRows;
  const units = await db
    .selectDistinct({ unitid: t.unitid })
    .from(t)
    .where(eq(t.sourceFile, file))
    .orderBy(asc(t.unitid));
  const programs = new Map<number, ProgramRow[]>();
  for (let i = 0; i < units.length; i += READ_UNITS) {
    const lo = units[i]!.unitid;
    const hi = units[Math.min(units.length, i + READ_UNITS) - 1]!.unitid;
    // Within a college, the file's order (as one unordered read of the table gave it).
    const page = await db
      .select()
      .from(t)
      .where(and(eq(t.sourceFile, file), gte(t.unitid, lo), lte(t.unitid, hi)))
      .orderBy(asc(t.unitid), sql`ctid`);
    for (const row of page) {
      const list = programs.get(row.unitid);
      if (list) list.push(row);
      else programs.set(row.unitid, [row]);
    }
    await pause();
  }
  return programs;
}

async function loadPrograms(db: Db, pause: Pause) {
  const files = await db
    .select()
    .from(scorecardFiles)
    .where(inArray(scorecardFiles.kind, ['field_of_study']));
  const file = files[0] ?? null;
  if (!file) return { programs: new Map<number, ProgramRow[]>(), programFile: null };
  const programs = await programRows(db, file.name, pause);
  return { programs, programFile: { name: file.name, year: file.year } };
}

/** Reads the raw tables in reads of a few thousand rows, calling `pause` between them. */
export async function loadRecomputeInputs(
  db: Db,
  pause: Pause = async () => undefined,
): Promise<RecomputeInputs> {
  const cohorts = await loadCohorts(db);
  const sources = await loadSources(db, cohorts, pause);
  const cpi = new Map((await db.select().from(cpiAnnual)).map((r) => [r.year, r.value]));
  const acs = new Map(
    (await db.select().from(acsStateEarnings)).map((r) => [
      r.stabbr,
      { median: r.medianHsGrad, year: r.surveyYear },
    ]),
  );
  return { sources, cohorts, cpi, acs, ...(await loadPrograms(db, pause)) };
}
