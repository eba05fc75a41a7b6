import { type CohortMap, mostRecentYear, type ScorecardInputs } from '@degreeworth/core';
import { inArray } from 'drizzle-orm';
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

async function loadSources(db: Db, cohorts: CohortMap): Promise<SourceFile[]> {
  const files = await db
    .select()
    .from(scorecardFiles)
    .where(inArray(scorecardFiles.kind, ['yearly', 'most_recent']));
  const rowsByFile = new Map<string, Map<number, InstitutionRow>>();
  for (const row of await db.select().from(scorecardInstitutionRows)) {
    let rows = rowsByFile.get(row.sourceFile);
    if (!rows) rowsByFile.set(row.sourceFile, (rows = new Map()));
    rows.set(row.unitid, row);
  }
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

async function loadPrograms(db: Db) {
  const files = await db
    .select()
    .from(scorecardFiles)
    .where(inArray(scorecardFiles.kind, ['field_of_study']));
  const programs = new Map<number, ProgramRow[]>();
  const file = files[0] ?? null;
  if (!file) return { programs, programFile: null };
  for (const row of await db.select().from(scorecardProgramRows)) {
    if (row.sourceFile !== file.name) continue;
    const list = programs.get(row.unitid);
    if (list) list.push(row);
    else programs.set(row.unitid, [row]);
  }
  return { programs, programFile: { name: file.name, year: file.year } };
}

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
  return { sources, cohorts, cpi, acs, ...(await loadPrograms(db)) };
}
