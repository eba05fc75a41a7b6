import {
  earningsTestEstimate,
  calculatorFlagsOf,
  type CollegeEarnings,
  programFigures,
  type ProgramCollege,
  type ProgramFacts,
  type FieldOfStudyRow,
  mergePrograms,
  PROGRAM_FIGURE_KEYS,
  type ProgramFile,
  type ProgramFigureKey,
  type ProgramSource,
  groupRow,
  restateIn,
  roundHalfAwayFromZero as whole,
  type ScorecardCollege,
  wholeEarnings,
  wholePrices,
} from '@degreeworth/core';
import type { ProgramRow } from '../store/recompute-inputs';
import type { CollegeDetails, ProgramRecord, RankingRecord } from '../store/ranking-columns';
import { institutionRowReader, type YearContext } from './sources';

/**
 * INSTURL / NPCURL are published without a scheme ("web.mit.edu/"): links need one. We assume
 * https; an http(s) value is kept; any other scheme (javascript:, data:…) is no link at all.
 */
export function linkOf(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (value === '') return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[a-z][a-z0-9+-]*:(?!\d)/i.test(value)) return null;
  return `https://${value}`;
}

/** The stored column of each official field-of-study column the merge reads. */
const PROGRAM_CELL: Readonly<Record<string, keyof ProgramRow>> = {
  IPEDSCOUNT1: 'ipedscount1',
  IPEDSCOUNT2: 'ipedscount2',
  EARN_MDN_1YR: 'earnMdn1yr',
  EARN_MDN_HI_1YR: 'earnMdnHi1yr',
  EARN_MDN_4YR: 'earnMdn4yr',
  EARN_MDN_5YR: 'earnMdn5yr',
  DEBT_ALL_STGP_EVAL_MDN: 'debtAllStgpEvalMdn',
};

/** A stored field-of-study row as the engine's merge reads it. */
export function fieldOfStudyRow(row: ProgramRow): FieldOfStudyRow {
  return {
    sourceFile: row.sourceFile,
    cipcode: row.cipcode,
    cipdesc: row.cipdesc,
    credlev: row.credlev,
    value: (column) => {
      const key = PROGRAM_CELL[column];
      return key === undefined ? null : (row[key] as number | null);
    },
    suppressed: row.suppressed,
  };
}

/**
 * A college's programs, merged over the field-of-study releases (mergePrograms), each amount
 * restated from its own dollars to whole dollars of the rankings' base year, with its source
 * and, for a missing figure, why. The base year is the same in every ranking year, so any
 * year's context gives the same figures. Dollars a file does not state are assumed: debt is
 * taken to be in dollars of the year its cohort finished, and a file the data dictionary does
 * not map in the dollars of the college's own earnings; every page of a college with programs
 * says so (flag `program_dollar_year_assumed`).
 */
export function collegePrograms(
  ctx: YearContext,
  universityId: number,
  rows: readonly ProgramRow[],
  files: readonly ProgramFile[],
  college?: ProgramCollegeYear,
): ProgramRecord[] {
  const earningsDollars = ctx.earnings.MD_EARN_WNE_P10?.dollarYear ?? null;
  const merged = mergePrograms(
    rows.map(fieldOfStudyRow),
    files,
    ctx.inputs.cohorts,
    earningsDollars,
  );
  return merged.map((p, position) => {
    const f = p.figures;
    const money = (key: ProgramFigureKey) =>
      whole(restateIn(ctx, f[key].value, f[key].source?.dollar_year ?? null));
    const sources: Partial<Record<ProgramFigureKey, ProgramSource>> = {};
    const missing: Partial<Record<ProgramFigureKey, string>> = {};
    for (const key of PROGRAM_FIGURE_KEYS) {
      const figure = f[key];
      if (figure.source) sources[key] = figure.source;
      if (figure.missing) missing[key] = figure.missing;
    }
    const facts = {
      credential_level: p.credentialLevel,
      earnings_1yr: money('earnings_1yr'),
      earnings_4yr: money('earnings_4yr'),
      earnings_5yr: money('earnings_5yr'),
      median_debt: money('median_debt'),
    };
    return {
      universityId,
      position,
      cip: p.cip,
      cipFamily: p.cip.slice(0, 2),
      title: p.title,
      credentialLevel: p.credentialLevel,
      completers: f.completers.value,
      earnings1yr: facts.earnings_1yr,
      earnings4yr: facts.earnings_4yr,
      earnings5yr: facts.earnings_5yr,
      medianDebt: facts.median_debt,
      sources,
      missing,
      ...(college ? programReturn(facts, f.completers.value, college) : {}),
    };
  });
}

/** A college's figures of one ranking year that its programs' return borrows. */
export interface ProgramCollegeYear {
  year: number;
  figures: ProgramCollege;
}

/** The college's figures as the college page reads them back (ranking row and details). */
export function programCollegeOf(
  row: RankingRecord,
  earnings: CollegeEarnings | undefined,
): ProgramCollegeYear {
  return {
    year: row.year,
    figures: {
      netPrice: row.netPrice ?? null,
      completionRate: row.completionRate ?? null,
      baseline: row.baselineEarnings ?? null,
      earnings: earnings ?? null,
    },
  };
}

/**
 * The program's return with its college's figures of `college.year` (core programFigures, as
 * the college page computes it for that year), for the program rankings.
 */
function programReturn(
  facts: ProgramFacts,
  completers: number | null,
  college: ProgramCollegeYear,
) {
  const r = programFigures(facts, college.figures);
  // The test's benchmark is the high-school earnings of the college's state: the baseline its
  // figures of that year use. State and dollars are the page's; only the status is kept here.
  const benchmark = college.figures.baseline;
  const test = earningsTestEstimate(
    { ...facts, completers },
    { value: benchmark, state: null, surveyYear: null, dollarYear: 0 },
  );
  return {
    year: college.year,
    npv10: r.npv['10'],
    npv15: r.npv['15'],
    npv20: r.npv['20'],
    npv30: r.npv['30'],
    npv40: r.npv['40'],
    breakEvenYears: r.break_even_years,
    monthlyPayment: r.monthly_payment,
    debtToEarnings: r.debt_to_earnings,
    figureReasons: r.reasons,
    earningsTest: test.status,
    earningsTestBenchmark: benchmark,
  };
}

/** What the college page and the calculator read beyond the ranking row (college_details). */
export function collegeDetails(
  ctx: YearContext,
  c: ScorecardCollege,
  hasPrograms: boolean,
): CollegeDetails {
  const flags = (['prices', 'majors', 'links'] as const).flatMap((g) => ctx.carried[g]);
  if (hasPrograms) flags.push('program_dollar_year_assumed');
  const links = groupRow(ctx, 'links', c.unitid);
  const read = institutionRowReader;
  return {
    zip: c.zip,
    url: linkOf(links && read.text(links, 'INSTURL')),
    npcUrl: linkOf(links && read.text(links, 'NPCURL')),
    prices: wholePrices(c.prices),
    majors: c.majors,
    earningsCohort: ctx.earnings.MD_EARN_WNE_P10?.cohort ?? null,
    flags: [...new Set(flags)],
    // Whole dollars, as the ranking rows round median_earnings_10yr.
    earnings: wholeEarnings(c.earnings),
    calculatorFlags: calculatorFlagsOf(ctx, c),
  };
}
