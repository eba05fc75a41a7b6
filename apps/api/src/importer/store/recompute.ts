import {
  DEFAULT_RANKING_HORIZON,
  identityRow,
  scorecardCollege,
  scorecardYear,
  unitsOfYear,
} from '@degreeworth/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { rankingYears } from '../../db/schema';
import { breathe } from '../../lib/turns';
import {
  type DerivedData,
  type DerivedWriteMode,
  writeBySwap,
  writeInTransaction,
} from './derived-write';
import { collegeDetails } from '../derive/college-details';
import { collegeRecord } from '../derive/ranking-record';
import { institutionRowReader, type YearContext } from '../derive/sources';
import { loadRecomputeInputs, type RecomputeInputs } from './recompute-inputs';
import {
  detailsColumns,
  type DetailsRecord,
  rankingColumns,
  RANKING_STATS_COLUMNS,
  type RankingRecord,
  unstorableField,
} from './ranking-columns';

/**
 * Bump when a change in this folder or in the engine changes the figures: the next start (or
 * import) then recomputes even though no data file changed.
 */
export const RECOMPUTE_VERSION = 'rankings-2026-6';
export const META_KEY = 'rankings';

export interface RecomputeResult {
  /** The years offered: each has at least one ranked college. */
  years: number[];
  /** Years of the files left out: no college of theirs could be ranked (no net price…). */
  unranked: number[];
  rows: number;
  colleges: number;
  /** College-years left out because a figure does not fit its column, and the first reasons. */
  refused: number;
  refusals: string[];
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

export interface RecomputeOptions {
  /** How the derived tables are replaced (derived-write.ts); PGlite: `swap`. */
  write: DerivedWriteMode;
  /** Progress: college-years computed so far, and whole percent of the recompute. */
  onStep?: (rows: number, percent: number) => void;
  /** Stops before the switch (server shutdown): the previous figures stay. */
  signal?: AbortSignal;
}

/**
 * Rows per statement of the derived tables: ~60–120 ms each on PGlite; on PostgreSQL the
 * driver builds each statement's parameters on the JavaScript thread.
 */
const WRITE_CHUNK_ROWS = 1_000;

/** Share of the recompute's progress bar each step ends at: load, compute, write. */
const LOADED = 10;
const COMPUTED = 60;

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

/** Refused college-years, with the first reasons for the log. */
interface Refusals {
  count: number;
  samples: string[];
}
const MAX_REFUSAL_SAMPLES = 5;

async function computeYear(
  ctx: YearContext,
  inputs: RecomputeInputs,
  rows: RankingRecord[],
  details: DetailsRecord[],
  refusals: Refusals,
  onUnit: (done: number, of: number) => void,
) {
  let n = 0;
  const units = unitsOfYear(ctx);
  for (const unitid of units) {
    const college = scorecardCollege(ctx, institutionRowReader, identityRow(ctx, unitid)!, unitid);
    if (!college) continue; // PREDDEG 0 or 4 (or unknown): not ranked
    const record = collegeRecord(ctx, college);
    const unstorable = unstorableField(record);
    if (unstorable) {
      // This college-year only: the other colleges keep their new figures.
      refusals.count++;
      if (refusals.samples.length < MAX_REFUSAL_SAMPLES)
        refusals.samples.push(`UNITID ${unitid} (${ctx.year}): ${unstorable}`);
      continue;
    }
    rows.push(record);
    const programs = inputs.programs.get(unitid) ?? [];
    details.push({
      year: ctx.year,
      universityId: unitid,
      details: collegeDetails(ctx, college, programs),
    });
    if (++n % 500 === 0) {
      onUnit(n, units.length);
      await breathe();
    }
  }
}

function rankingYearsOf(inputs: RecomputeInputs): number[] {
  const years = inputs.sources.map((s) => s.year).filter((y): y is number => y !== null);
  return [...new Set(years)].sort((a, b) => a - b);
}

/** The figure the default ranking orders by: a year without one ranked college is not offered. */
const RANK_KEY = `npv${DEFAULT_RANKING_HORIZON}` as const;

/**
 * Every college-year's figures and page details, with progress from LOADED to COMPUTED %.
 * Only years that can be ranked are kept: the official download goes back to
 * 1996-97, decades before net prices and earnings were published.
 */
async function computeAll(
  inputs: RecomputeInputs,
  report: (percent: number, rows: number) => void,
) {
  const rows: RankingRecord[] = [];
  const details: DetailsRecord[] = [];
  const years: YearRecord[] = [];
  const unranked: number[] = [];
  const refusals: Refusals = { count: 0, samples: [] };
  const all = rankingYearsOf(inputs);
  const share = (COMPUTED - LOADED) / Math.max(1, all.length);
  for (const [i, year] of all.entries()) {
    const ctx = scorecardYear(inputs, year);
    const yearRows: RankingRecord[] = [];
    const yearDetails: DetailsRecord[] = [];
    await computeYear(ctx, inputs, yearRows, yearDetails, refusals, (done, of) => {
      report(LOADED + share * (i + done / of), rows.length + yearRows.length);
    });
    if (!yearRows.some((r) => r[RANK_KEY] !== null && r[RANK_KEY] !== undefined)) {
      unranked.push(year);
      continue;
    }
    for (const r of yearRows) rows.push(r);
    for (const d of yearDetails) details.push(d);
    years.push(yearRecord(ctx));
  }
  return { rows, details, years, unranked, refusals };
}

function derivedData(
  computed: Awaited<ReturnType<typeof computeAll>>,
  inputsKey: string,
): DerivedData {
  const { rows, details, years } = computed;
  const value = {
    version: RECOMPUTE_VERSION,
    inputs: inputsKey,
    computedAt: new Date().toISOString(),
  };
  return {
    tables: [
      { name: 'ranking_rows', columns: rankingColumns(rows), rows: rows.length },
      { name: 'college_details', columns: detailsColumns(details), rows: details.length },
    ],
    years,
    meta: { key: META_KEY, value },
  };
}

/**
 * Recomputes every ranking figure from the raw tables with the engine, then replaces the
 * derived tables at once (derived-write.ts: one transaction, or a swap of staging tables on
 * PGlite), so a partial state is never visible: earnings and costs come from different files.
 * Readers keep the previous figures until the switch.
 */
export async function recomputeRankings(
  db: Db,
  inputsKey: string,
  opts: RecomputeOptions,
): Promise<RecomputeResult> {
  const lap = stopwatch();
  let computedRows = 0;
  const report = (percent: number, rows = computedRows) => {
    computedRows = rows;
    opts.onStep?.(rows, Math.floor(percent));
  };
  report(0);
  const inputs = await loadRecomputeInputs(db, breathe);
  const load = lap();
  if (inputs.cpi.size === 0) throw new Error('no CPI table was imported (set CPI_FILE)');
  const computed = await computeAll(inputs, report);
  const compute = lap();
  if (computed.years.length === 0)
    throw new Error(
      'no year has a college that can be ranked (net price or cost, earnings and the ACS baseline)',
    );
  opts.signal?.throwIfAborted();
  const { rows, details, years } = computed;
  report(COMPUTED, rows.length);
  const total = rows.length + details.length;
  const steps = {
    chunkRows: WRITE_CHUNK_ROWS,
    between: async (written: number) => {
      report(COMPUTED + ((100 - COMPUTED) * written) / Math.max(1, total));
      opts.signal?.throwIfAborted();
      await breathe();
    },
  };
  const data = derivedData(computed, inputsKey);
  if (opts.write === 'swap') await writeBySwap(db, data, steps);
  else await writeInTransaction(db, data, steps);
  // Fresh statistics so the planner uses the ranking indexes at once.
  const stats = RANKING_STATS_COLUMNS.map((c) => `"${c}"`).join(', ');
  await db.execute(sql.raw(`analyze ranking_rows (${stats})`));
  report(100);
  const phases = { load, compute, write: lap() };
  return {
    years: years.map((y) => y.year),
    unranked: computed.unranked,
    rows: rows.length,
    colleges: details.length,
    refused: computed.refusals.count,
    refusals: computed.refusals.samples,
    phases,
  };
}
