import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CollegeDetails, collegeDetails, collegePrograms, rankingRows } from '../../db/schema';
import { detailsOfRow, type RankingDbRow } from '../rankings';

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
    .leftJoin(collegeDetails, detailsOfRow)
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

/** A college's field-of-study programs, in the file's order (none without that file). */
/** A program as stored (figures of the Field of Study file, restated). */
export type StoredProgram = Awaited<ReturnType<typeof findCollegePrograms>>[number];

export async function findCollegePrograms(db: Db, universityId: number) {
  return db
    .select({
      cip: collegePrograms.cip,
      title: collegePrograms.title,
      credential_level: collegePrograms.credentialLevel,
      completers: collegePrograms.completers,
      earnings_1yr: collegePrograms.earnings1yr,
      earnings_4yr: collegePrograms.earnings4yr,
      earnings_5yr: collegePrograms.earnings5yr,
      median_debt: collegePrograms.medianDebt,
      sources: collegePrograms.sources,
      missing: collegePrograms.missing,
    })
    .from(collegePrograms)
    .where(eq(collegePrograms.universityId, universityId))
    .orderBy(asc(collegePrograms.position));
}
