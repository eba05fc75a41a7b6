import {
  calculatorFlagsOf,
  groupRow,
  restateIn,
  roundHalfAwayFromZero as whole,
  type ScorecardCollege,
  wholeEarnings,
  wholePrices,
} from '@degreeworth/core';
import type { ProgramRow } from '../store/recompute-inputs';
import type { CollegeDetails } from '../store/ranking-columns';
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

/**
 * Field-of-study earnings and debt. The shared data dictionary maps institution columns only,
 * so these are taken to be in the dollars of the institution earnings (the same release's
 * Treasury data) and the page says so (flag `program_dollar_year_assumed`).
 */
function programsOf(
  ctx: YearContext,
  rows: readonly ProgramRow[],
  flags: string[],
): CollegeDetails['programs'] {
  if (rows.length === 0) return [];
  flags.push('program_dollar_year_assumed');
  const year = ctx.earnings.MD_EARN_WNE_P10?.dollarYear ?? null;
  const money = (v: number | null) => whole(restateIn(ctx, v, year));
  return rows.map((p) => ({
    cip: p.cipcode,
    title: p.cipdesc,
    credential_level: p.credlev,
    earnings_1yr: money(p.earnMdn1yr ?? p.earnMdnHi1yr),
    earnings_4yr: money(p.earnMdn4yr),
    median_debt: money(p.debtAllStgpEvalMdn),
  }));
}

/** What the college page and the calculator read beyond the ranking row (college_details). */
export function collegeDetails(
  ctx: YearContext,
  c: ScorecardCollege,
  programs: readonly ProgramRow[],
): CollegeDetails {
  const flags = (['prices', 'majors', 'links'] as const).flatMap((g) => ctx.carried[g]);
  const links = groupRow(ctx, 'links', c.unitid);
  const read = institutionRowReader;
  return {
    zip: c.zip,
    url: linkOf(links && read.text(links, 'INSTURL')),
    npcUrl: linkOf(links && read.text(links, 'NPCURL')),
    prices: wholePrices(c.prices),
    majors: c.majors,
    programs: programsOf(ctx, programs, flags),
    earningsCohort: ctx.earnings.MD_EARN_WNE_P10?.cohort ?? null,
    flags: [...new Set(flags)],
    // Whole dollars, as the ranking rows round median_earnings_10yr.
    earnings: wholeEarnings(c.earnings),
    calculatorFlags: calculatorFlagsOf(ctx, c),
  };
}
