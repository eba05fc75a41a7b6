import { identityRow, scorecardCollege, scorecardYear, unitsOfYear } from '@degreeworth/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rankingYears, scorecardMeta } from '../../db/schema';
import { bulkInsert } from './bulk-insert';
import { lockImport } from './store-file';
import { collegeDetails } from '../derive/college-details';
import { collegeRecord } from '../derive/ranking-record';
import { institutionRowReader, type YearContext } from '../derive/sources';
import { loadRecomputeInputs, type RecomputeInputs } from './recompute-inputs';
import {
  detailsColumns,
  type DetailsRecord,
  rankingColumns,
  type RankingRecord,
} from './ranking-columns';

/**
 * Bump when a change in this folder or in the engine changes the figures: the next start (or
 * import) then recomputes even though no data file changed.
 */
export const RECOMPUTE_VERSION = 'rankings-2026-3';
export const META_KEY = 'rankings';

export interface RecomputeResult {
  years: number[];
  rows: number;
  colleges: number;
  /** Seconds spent reading the raw tables, in the engine, and writing the figures. */
  phases: { load: number; compute: number; write: number };
}

type YearRecord = typeof rankingYears.$inferInsert;

/** Seconds since the previous call (or since creation). */
function stopwatch(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const seconds = (now - last) / 1000;
    last = now;
    return seconds;
  };
}

/** Let the event loop breathe (health checks answer 503 quickly during an import). */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

function yearRecord(ctx: YearContext): YearRecord {
  const files = [
    ...ctx.primary,
    ...Object.values(ctx.groups).map((g) => g?.source),
    ...Object.values(ctx.earnings).map((e) => e?.source),
  ].filter((s) => s !== undefined);
  const unique = [...new Map(files.map((f) => [f.name, f])).values()];
  return {
    year: ctx.year,
    files: unique.map((f) => f.name).sort(),
    earningsCohort: ctx.earnings.MD_EARN_WNE_P10?.cohort ?? null,
    dollarYear: ctx.baseYear,
    importedAt: new Date(Math.max(...unique.map((f) => f.importedAt.getTime()))),
  };
}

async function computeYear(
  ctx: YearContext,
  inputs: RecomputeInputs,
  rows: RankingRecord[],
  details: DetailsRecord[],
) {
  let n = 0;
  for (const unitid of unitsOfYear(ctx)) {
    const college = scorecardCollege(ctx, institutionRowReader, identityRow(ctx, unitid)!, unitid);
    if (!college) continue; // PREDDEG 0 or 4 (or unknown): not ranked (§4)
    rows.push(collegeRecord(ctx, college));
    const programs = inputs.programs.get(unitid) ?? [];
    details.push({
      year: ctx.year,
      universityId: unitid,
      details: collegeDetails(ctx, college, programs),
    });
    if (++n % 500 === 0) await breathe();
  }
}

function rankingYearsOf(inputs: RecomputeInputs): number[] {
  const years = inputs.sources.map((s) => s.year).filter((y): y is number => y !== null);
  return [...new Set(years)].sort((a, b) => a - b);
}

/**
 * Recomputes every ranking figure from the raw tables with the engine, then replaces the
 * derived tables in ONE transaction (earnings and costs come from different files, so a
 * partial state is never visible). Readers keep the previous figures until the commit.
 */
export async function recomputeRankings(db: Db, inputsKey: string): Promise<RecomputeResult> {
  const lap = stopwatch();
  const inputs = await loadRecomputeInputs(db);
  const load = lap();
  if (inputs.cpi.size === 0) throw new Error('no CPI table was imported (set CPI_FILE)');
  const rows: RankingRecord[] = [];
  const details: DetailsRecord[] = [];
  const years: YearRecord[] = [];
  for (const year of rankingYearsOf(inputs)) {
    const ctx = scorecardYear(inputs, year);
    const before = rows.length;
    await computeYear(ctx, inputs, rows, details);
    if (rows.length > before) years.push(yearRecord(ctx));
  }
  const compute = lap();
  await db.transaction(async (tx) => {
    await lockImport(tx);
    await tx.execute(sql`delete from ranking_rows`);
    await tx.execute(sql`delete from college_details`);
    await tx.execute(sql`delete from ranking_years`);
    await bulkInsert(tx, 'ranking_rows', rankingColumns(rows), rows.length);
    await bulkInsert(tx, 'college_details', detailsColumns(details), details.length);
    if (years.length) await tx.insert(rankingYears).values(years);
    const value = {
      version: RECOMPUTE_VERSION,
      inputs: inputsKey,
      computedAt: new Date().toISOString(),
    };
    await tx
      .insert(scorecardMeta)
      .values({ key: META_KEY, value })
      .onConflictDoUpdate({ target: scorecardMeta.key, set: { value } });
  });
  // Fresh statistics so the planner uses the ranking indexes at once.
  await db.execute(sql`analyze ranking_rows`);
  const phases = { load, compute, write: lap() };
  return { years: years.map((y) => y.year), rows: rows.length, colleges: details.length, phases };
}
