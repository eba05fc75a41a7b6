import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  acsStateEarnings,
  collegeDetails,
  collegePrograms,
  cpiAnnual,
  nationalMajors,
  rankingRows,
  rankingYears,
  scorecardFiles,
  scorecardInstitutionRows,
} from '../../db/schema';
import { detailsOfRow } from '../rankings';

/** Changes whenever the importer recomputes the figures (the reference cache keys on it). */

/** Everything GET /calculator/reference is built from (a few hundred small rows). */
export async function findReferenceInputs(db: Db) {
  const [acs, cpi, majors, files, years] = await Promise.all([
    db.select().from(acsStateEarnings),
    db.select().from(cpiAnnual).orderBy(asc(cpiAnnual.year)),
    db.select().from(nationalMajors).orderBy(asc(nationalMajors.majorCode)),
    db
      .select({ name: scorecardFiles.name, kind: scorecardFiles.kind, year: scorecardFiles.year })
      .from(scorecardFiles)
      .orderBy(asc(scorecardFiles.name)),
    db
      .select({ year: rankingYears.year, files: rankingYears.files })
      .from(rankingYears)
      .orderBy(asc(rankingYears.year)),
  ]);
  return { acs, cpi, majors, files, years };
}
export type ReferenceInputs = Awaited<ReturnType<typeof findReferenceInputs>>;

/** The newest ranking row (and its details) of each college in `ids`: the calculator's facts. */
export async function findNewestCollegeYears(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectDistinctOn([rankingRows.universityId], {
      universityId: rankingRows.universityId,
      year: rankingRows.year,
      type: rankingRows.type,
      name: rankingRows.name,
      city: rankingRows.city,
      state: rankingRows.state,
      dollarYear: rankingRows.dollarYear,
      costOfAttendance: rankingRows.costOfAttendance,
      netPrice: rankingRows.netPrice,
      bands: rankingRows.bands,
      completionRate: rankingRows.completionRate,
      details: collegeDetails.details,
    })
    .from(rankingRows)
    .leftJoin(collegeDetails, detailsOfRow)
    .where(inArray(rankingRows.universityId, [...ids]))
    .orderBy(rankingRows.universityId, desc(rankingRows.year));
}
export type NewestCollegeYear = Awaited<ReturnType<typeof findNewestCollegeYears>>[number];

/**
 * The programs of the colleges in `ids` at undergraduate levels (certificate, associate,
 * bachelor's) with a published earnings figure after completion, most graduates first: the
 * majors whose own earnings the calculator can use.
 */
export async function findProgramsWithEarnings(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const p = collegePrograms;
  return db
    .select({
      universityId: p.universityId,
      cip: p.cip,
      title: p.title,
      credentialLevel: p.credentialLevel,
      completers: p.completers,
      earnings1yr: p.earnings1yr,
      earnings4yr: p.earnings4yr,
      earnings5yr: p.earnings5yr,
      sources: p.sources,
    })
    .from(p)
    .where(
      and(
        inArray(p.universityId, [...ids]),
        inArray(p.credentialLevel, [1, 2, 3]),
        or(isNotNull(p.earnings1yr), isNotNull(p.earnings4yr), isNotNull(p.earnings5yr)),
      ),
    )
    .orderBy(asc(p.universityId), sql`${p.completers} desc nulls last`, asc(p.title), asc(p.cip));
}
export type ProgramWithEarnings = Awaited<ReturnType<typeof findProgramsWithEarnings>>[number];

/** Whether an institution file of the imported data lists `unitid` (ranked or not). */
export async function isImportedInstitution(db: Db, unitid: number): Promise<boolean> {
  const files = db
    .select({ name: scorecardFiles.name })
    .from(scorecardFiles)
    .where(inArray(scorecardFiles.kind, ['yearly', 'most_recent']));
  const [row] = await db
    .select({ unitid: scorecardInstitutionRows.unitid })
    .from(scorecardInstitutionRows)
    .where(
      and(
        inArray(scorecardInstitutionRows.sourceFile, files),
        eq(scorecardInstitutionRows.unitid, unitid),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Every college of the newest data year: what the calculator's typeahead searches. */
export async function findNewestYearColleges(db: Db) {
  return db
    .select({
      universityId: rankingRows.universityId,
      name: rankingRows.name,
      city: rankingRows.city,
      state: rankingRows.state,
      type: rankingRows.type,
      isMainCampus: rankingRows.isMainCampus,
      highestDegree: rankingRows.highestDegree,
      undergraduates: rankingRows.undergraduates,
    })
    .from(rankingRows)
    .where(eq(rankingRows.year, sql`(select max(${rankingYears.year}) from ${rankingYears})`));
}
