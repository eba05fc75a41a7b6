import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CollegeDetails,
  collegeDetails,
  rankingRows,
  rankingYears,
  scorecardFiles,
  scorecardInstitutionRows,
} from '../../db/schema';
import type { RankingDbRow } from '../rankings/repository';

/** Years (and the ranking type of each) in which a college has figures. */
export async function findCollegeYears(db: Db, universityId: number) {
  return db
    .select({ year: rankingRows.year, type: rankingRows.type })
    .from(rankingRows)
    .where(eq(rankingRows.universityId, universityId))
    .orderBy(asc(rankingRows.year));
}

export async function findCollegeYear(
  db: Db,
  universityId: number,
  year: number,
): Promise<{ row: RankingDbRow; details: CollegeDetails | null } | null> {
  const [found] = await db
    .select({ row: rankingRows, details: collegeDetails.details })
    .from(rankingRows)
    .leftJoin(
      collegeDetails,
      and(
        eq(collegeDetails.year, rankingRows.year),
        eq(collegeDetails.universityId, rankingRows.universityId),
      ),
    )
    .where(and(eq(rankingRows.universityId, universityId), eq(rankingRows.year, year)))
    .limit(1);
  if (!found) return null;
  return { row: found.row, details: found.details };
}

/** National rank in the default order: 1 + colleges of the list with a higher NPV at 20 years. */
export async function nationalRank(db: Db, row: RankingDbRow): Promise<number | null> {
  if (row.npv20 === null) return null;
  const [better] = await db
    .select({ n: count() })
    .from(rankingRows)
    .where(
      and(
        eq(rankingRows.year, row.year),
        eq(rankingRows.type, row.type),
        gt(rankingRows.npv20, row.npv20),
      ),
    );
  return Number(better?.n ?? 0) + 1;
}

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
      completionRate: rankingRows.completionRate,
      details: collegeDetails.details,
    })
    .from(rankingRows)
    .leftJoin(
      collegeDetails,
      and(
        eq(collegeDetails.year, rankingRows.year),
        eq(collegeDetails.universityId, rankingRows.universityId),
      ),
    )
    .where(inArray(rankingRows.universityId, [...ids]))
    .orderBy(rankingRows.universityId, desc(rankingRows.year));
}
export type NewestCollegeYear = Awaited<ReturnType<typeof findNewestCollegeYears>>[number];

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
    })
    .from(rankingRows)
    .where(eq(rankingRows.year, sql`(select max(${rankingYears.year}) from ${rankingYears})`));
}
