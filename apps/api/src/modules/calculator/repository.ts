import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  acsStateEarnings,
  cpiAnnual,
  nationalMajors,
  rankingYears,
  scorecardFiles,
  scorecardMeta,
} from '../../db/schema';

/** Changes whenever the importer recomputes the figures (the reference cache keys on it). */
export async function findFiguresGeneration(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: scorecardMeta.value })
    .from(scorecardMeta)
    .where(eq(scorecardMeta.key, 'rankings'));
  return (row?.value as { computedAt?: string } | undefined)?.computedAt ?? null;
}

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
