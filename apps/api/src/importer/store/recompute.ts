import {
  DEFAULT_RANKING_HORIZON,
  identityRow,
  scorecardCollege,
  scorecardYear,
  type ScorecardYear,
  unitsOfYear,
} from '@degreeworth/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { rankingYears } from '../../db/schema';
import { breathe } from '../../lib/turns';
import { type DerivedWriter, type DerivedWriteMode, replaceDerived } from './derived-write';
import {
  collegeDetails,
  collegePrograms,
  programCollegeOf,
  type ProgramCollegeYear,
} from '../derive/college-details';
import { collegeRecord } from '../derive/ranking-record';
import { institutionRowReader, type YearContext } from '../derive/sources';
import {
  forEachProgramPage,
  loadRecomputeInputs,
  loadRows,
  type RecomputeInputs,
  releaseRows,
  type StoredSource,
} from './recompute-inputs';
import {
  detailsColumns,
  type DetailsRecord,
  programColumns,
  rankingColumns,
  RANKING_STATS_COLUMNS,
  type RankingRecord,
  unstorableField,
} from './ranking-columns';

/**
 * Bump when a change in this folder or in the engine changes the figures: the next start (or
 * import) then recomputes even though no data file changed.
 */
export const RECOMPUTE_VERSION = 'rankings-2026-11';
export const META_KEY = 'rankings';

export interface RecomputeResult {
  /** The years offered: each has at least one ranked college. */
  years: number[];
  /** Years of the files left out: no college of theirs could be ranked (no net price…). */
  unranked: number[];
  /** College-years ranked. */
  rows: number;
  /** Colleges ranked in at least one year. */
  colleges: number;
  /** College-years left out because a figure does not fit its column, and the first reasons. */
  refused: number;
  refusals: string[];
  /** Seconds spent reading the raw tables, in the engine, and writing the figures. */
  phases: { load: number; compute: number; write: number };
}

type YearRecord = typeof rankingYears.$inferInsert;
/** A ranking year whose files' rows are read on demand. */
type StoredYear = ScorecardYear<StoredSource>;
type Phase = keyof RecomputeResult['phases'];

/** Seconds spent in each phase, which take turns a year at a time. */
function phaseClock() {
  const phases: RecomputeResult['phases'] = { load: 0, compute: 0, write: 0 };
  return {
    phases,
    async time<T>(phase: Phase, work: () => Promise<T>): Promise<T> {
      const started = performance.now();
      try {
        return await work();
      } finally {
        phases[phase] += (performance.now() - started) / 1000;
      }
    },
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

/** Share of the recompute's progress bar the years end at; the programs and indexes follow. */
const YEARS_DONE = 90;

function yearRecord(ctx: YearContext): YearRecord {
  const files = [
    ...ctx.primary,
    ...Object.values(ctx.groups).map((g) => g?.source),
    ...Object.values(ctx.earnings).map((e) => e?.source),
    ctx.operating?.source,
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

/** The files whose rows a year's figures read: its own, and those its groups and earnings come from. */
function sourcesOf(ctx: StoredYear): Set<StoredSource> {
  return new Set([
    ...ctx.primary,
    ...Object.values(ctx.groups).flatMap((g) => (g ? [g.source] : [])),
    ...Object.values(ctx.earnings).flatMap((e) => (e ? [e.source] : [])),
    ...(ctx.operating ? [ctx.operating.source] : []),
  ]);
}

/** Refused college-years, with the first reasons for the log. */
interface Refusals {
  count: number;
  samples: string[];
}
const MAX_REFUSAL_SAMPLES = 5;

/** One year's figures and page details. */
async function computeYear(
  ctx: StoredYear,
  inputs: RecomputeInputs,
  refusals: Refusals,
  onUnit: (done: number, of: number) => void,
) {
  const rows: RankingRecord[] = [];
  const details: DetailsRecord[] = [];
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
    details.push({
      year: ctx.year,
      universityId: unitid,
      details: collegeDetails(ctx, college, inputs.programUnits.has(unitid)),
    });
    if (++n % 500 === 0) {
      onUnit(n, units.length);
      await breathe();
    }
  }
  return { rows, details };
}

function rankingYearsOf(inputs: RecomputeInputs): number[] {
  const years = inputs.sources.map((s) => s.year).filter((y): y is number => y !== null);
  return [...new Set(years)].sort((a, b) => a - b);
}

/** The figure the default ranking orders by: a year without one ranked college is not offered. */
const RANK_KEY = `npv${DEFAULT_RANKING_HORIZON}` as const;

interface Computed {
  years: YearRecord[];
  unranked: number[];
  rows: number;
  colleges: Set<number>;
  refusals: Refusals;
  /** A year's context, for restating the programs (the same in every year). */
  lastRanked: StoredYear | null;
  /** Each ranked college's figures of its newest ranked year, for its programs' return. */
  programColleges: Map<number, ProgramCollegeYear>;
}

type Clock = ReturnType<typeof phaseClock>;

/**
 * Every year's figures, a year at a time: the year's files are read, its colleges computed
 * and appended, and the files no later year needs let go. Only years that can be ranked are
 * kept: the official download goes back to 1996-97, decades before net prices and earnings
 * were published.
 */
async function computeYears(
  inputs: RecomputeInputs,
  { append, db }: DerivedWriter,
  clock: Clock,
  report: (percent: number, rows: number) => void,
): Promise<Computed> {
  const out: Computed = {
    years: [],
    unranked: [],
    rows: 0,
    colleges: new Set(),
    refusals: { count: 0, samples: [] },
    lastRanked: null,
    programColleges: new Map(),
  };
  const contexts = rankingYearsOf(inputs).map((year) => scorecardYear(inputs, year));
  const lastUse = new Map<StoredSource, number>();
  contexts.forEach((ctx, i) => sourcesOf(ctx).forEach((s) => lastUse.set(s, i)));
  const share = YEARS_DONE / Math.max(1, contexts.length);
  for (const [i, ctx] of contexts.entries()) {
    await clock.time('load', async () => {
      for (const source of sourcesOf(ctx)) await loadRows(db, source, breathe);
    });
    const { rows, details } = await clock.time('compute', () =>
      computeYear(ctx, inputs, out.refusals, (done, of) => {
        report(share * (i + done / of), out.rows + done);
      }),
    );
    for (const [source, last] of lastUse) if (last === i) releaseRows(source);
    if (!rows.some((r) => r[RANK_KEY] !== null && r[RANK_KEY] !== undefined)) {
      out.unranked.push(ctx.year);
      continue;
    }
    await clock.time('write', async () => {
      await append('ranking_rows', rankingColumns(rows), rows.length);
      await append('college_details', detailsColumns(details), details.length);
    });
    out.rows += rows.length;
    for (const r of rows) out.colleges.add(r.universityId);
    // Years go oldest first: a college keeps the figures of its newest ranked year.
    const earnings = new Map(details.map((d) => [d.universityId, d.details.earnings]));
    for (const r of rows)
      out.programColleges.set(r.universityId, programCollegeOf(r, earnings.get(r.universityId)));
    out.years.push(yearRecord(ctx));
    out.lastRanked = ctx;
    report(share * (i + 1), out.rows);
  }
  return out;
}

/** The programs of every ranked college, from the field-of-study files, a page of colleges at a time. */
async function writePrograms(
  inputs: RecomputeInputs,
  computed: Computed,
  { append, db }: DerivedWriter,
  clock: Clock,
): Promise<void> {
  const ctx = computed.lastRanked;
  if (!ctx) return;
  await forEachProgramPage(db, inputs, breathe, async (programs) => {
    const records = [...programs].flatMap(([unitid, rows]) =>
      computed.colleges.has(unitid)
        ? collegePrograms(
            ctx,
            unitid,
            rows,
            inputs.programFiles,
            computed.programColleges.get(unitid),
          )
        : [],
    );
    await clock.time('write', () =>
      append('college_programs', programColumns(records), records.length),
    );
  });
}

/**
 * Recomputes every ranking figure from the raw tables with the engine and replaces the derived
 * tables at once (derived-write.ts: one transaction, or a swap of staging tables on PGlite),
 * so a partial state is never visible: earnings and costs come from different files. The
 * figures are written a year at a time as they are computed. Readers keep the previous
 * figures until the switch.
 */
export async function recomputeRankings(
  db: Db,
  inputsKey: string,
  opts: RecomputeOptions,
): Promise<RecomputeResult> {
  const clock = phaseClock();
  let computedRows = 0;
  const report = (percent: number, rows = computedRows) => {
    computedRows = rows;
    opts.onStep?.(rows, Math.floor(percent));
  };
  report(0);
  const inputs = await clock.time('load', () => loadRecomputeInputs(db));
  if (inputs.cpi.size === 0) throw new Error('no CPI table was imported (set CPI_FILE)');
  const steps = {
    chunkRows: WRITE_CHUNK_ROWS,
    between: async () => {
      opts.signal?.throwIfAborted();
      await breathe();
    },
  };
  const computed = await replaceDerived(db, opts.write, steps, async (writer) => {
    const done = await computeYears(inputs, writer, clock, report);
    if (done.years.length === 0)
      throw new Error(
        'no year has a college that can be ranked (net price or cost, earnings and the ACS baseline)',
      );
    await writePrograms(inputs, done, writer, clock);
    report(YEARS_DONE + 5, done.rows);
    opts.signal?.throwIfAborted();
    const value = {
      version: RECOMPUTE_VERSION,
      inputs: inputsKey,
      computedAt: new Date().toISOString(),
    };
    return { ...done, meta: { key: META_KEY, value } };
  });
  // Fresh statistics so the planner uses the ranking indexes at once.
  const stats = RANKING_STATS_COLUMNS.map((c) => `"${c}"`).join(', ');
  await clock.time('write', () => db.execute(sql.raw(`analyze ranking_rows (${stats})`)));
  report(100);
  return {
    years: computed.years.map((y) => y.year),
    unranked: computed.unranked,
    rows: computed.rows,
    colleges: computed.colleges.size,
    refused: computed.refusals.count,
    refusals: computed.refusals.samples,
    phases: clock.phases,
  };
}
